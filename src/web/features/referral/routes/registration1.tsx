import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { REFERRAL_BAND_COUNT } from "@/shared/validation/referral";
import { ActGrid } from "@/web/components/cards/act-grid";
import { SearchFilter, useUrlFilter } from "@/web/components/cards/discovery-filters";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { usePickableBands, usePickNames } from "../api/get-bands";
import { BandPickCard } from "../components/band-pick-card";
import { PicksBar } from "../components/picks-bar";
import { readBands, readCompleted, writeBands } from "../lib/referral-state";
import { useReferralLink } from "../lib/use-referral-link";

const TEXTS = {
  loading: "Loading bands...",
  error: "Error loading bands. Please try again later.",
  empty: "No bands found matching your criteria.",
};

/** registration1 (000 §2): pick exactly three bands; the picks are kept per referral code. */
export default function Registration1Route() {
  const { referralCode, step } = useReferralLink();
  const navigate = useNavigate();
  const [picks, setPicks] = useState(() => readBands(referralCode));
  const [search, setSearch] = useUrlFilter("search");
  const bands = usePickableBands(search);
  const items = bands.data?.pages.flatMap((page) => page.items);
  const storedNames = usePickNames(picks);
  const seenNames = new Map(items?.map((band) => [band.id, band.name]));

  if (readCompleted(referralCode)) return <Navigate to={step(3)} replace />;

  const save = (next: string[]) => {
    setPicks(next);
    writeBands(referralCode, next);
  };
  // A pick toggles off; a fourth cannot be added (000 §5).
  const toggle = (id: string) => {
    if (picks.includes(id)) save(picks.filter((pick) => pick !== id));
    else if (picks.length < REFERRAL_BAND_COUNT) save([...picks, id]);
  };
  const full = picks.length >= REFERRAL_BAND_COUNT;

  return (
    <Page
      title="Pick Your Top 3 Bands"
      description={`A friend invited you to ${PRODUCT_NAME}. Pick the ${REFERRAL_BAND_COUNT} bands you love most: you'll follow them when you join the tribe.`}
    >
      <search className="mb-4">
        <SearchFilter
          value={search}
          onChange={setSearch}
          placeholder="Search bands by name or bio"
          label="Search bands"
          className="lg:w-96"
        />
      </search>
      <ActGrid
        items={items}
        status={bands.status}
        hasNextPage={bands.hasNextPage}
        isFetchingNextPage={bands.isFetchingNextPage}
        fetchNextPage={bands.fetchNextPage}
        texts={TEXTS}
        renderItem={(band, i) => (
          <BandPickCard
            band={band}
            picked={picks.includes(band.id)}
            full={full && !picks.includes(band.id)}
            onToggle={() => toggle(band.id)}
            priority={i < 4}
          />
        )}
      />
      <PicksBar picks={picks.map((id) => ({ id, name: seenNames.get(id) ?? storedNames[id] }))} onRemove={toggle}>
        <Button size="lg" disabled={picks.length !== REFERRAL_BAND_COUNT} onClick={() => navigate(step(2))}>
          Claim your avatar ({picks.length}/{REFERRAL_BAND_COUNT})
        </Button>
      </PicksBar>
    </Page>
  );
}
