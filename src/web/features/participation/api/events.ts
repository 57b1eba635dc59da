import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarProvider } from "@/shared/calendar-links";
import { apiFetch } from "@/web/lib/api-client";
import { useViewer } from "../hooks/use-viewer";
import { participationKeys, type Viewer } from "./keys";
import type { XpField } from "./types";

const gig = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export type RsvpState = { going: boolean; rsvpCount: number };

export const rsvpQueryOptions = (eventId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: participationKeys.rsvp(eventId, viewer),
    queryFn: ({ signal }) => apiFetch<RsvpState>(`${gig(eventId)}/rsvp`, { signal }),
  });

export function useRsvpState(eventId: string) {
  const viewer = useViewer();
  return useQuery({ ...rsvpQueryOptions(eventId, viewer.key), enabled: viewer.user !== undefined });
}

export function useRsvp(eventId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => apiFetch<XpField & RsvpState>(`${gig(eventId)}/rsvp`, { method: "POST" }),
    onSuccess: (answer) =>
      client.setQueryData<RsvpState>(participationKeys.rsvp(eventId, viewer.key), {
        going: answer.going,
        rsvpCount: answer.rsvpCount,
      }),
  });
}

export const ticketClick = (eventId: string) => apiFetch<XpField>(`${gig(eventId)}/ticket-click`, { method: "POST" });

export type CalendarState = { provider: CalendarProvider | null };

export function useCalendarState(eventId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.calendar(eventId, viewer.key),
    queryFn: ({ signal }) => apiFetch<CalendarState>(`${gig(eventId)}/calendar`, { signal }),
    enabled: Boolean(viewer.user),
  });
}

function useSetCalendarState(eventId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return (provider: CalendarProvider | null) =>
    client.setQueryData<CalendarState>(participationKeys.calendar(eventId, viewer.key), { provider });
}

export function useAddToCalendar(eventId: string) {
  const set = useSetCalendarState(eventId);
  return useMutation({
    mutationFn: (provider: CalendarProvider) =>
      apiFetch<XpField & CalendarState>(`${gig(eventId)}/calendar`, { method: "POST", body: { provider } }),
    onSuccess: (answer) => set(answer.provider),
  });
}

export function useRemoveFromCalendar(eventId: string) {
  const set = useSetCalendarState(eventId);
  return useMutation({
    mutationFn: () => apiFetch<CalendarState>(`${gig(eventId)}/calendar`, { method: "DELETE" }),
    onSuccess: () => set(null),
  });
}

export const calendarFileUrl = (eventId: string) => `${gig(eventId)}/calendar.ics`;

export type FeedStatus = { active: boolean; createdAt: string | null };
export type FeedLink = { url: string; webcalUrl: string };

export function useCalendarFeed(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.calendarFeed(viewer.key),
    queryFn: ({ signal }) => apiFetch<FeedStatus>("/api/calendar/feed", { signal }),
    enabled: enabled && Boolean(viewer.user),
  });
}

export function useNewCalendarFeed() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => apiFetch<FeedLink>("/api/calendar/feed", { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: participationKeys.calendarFeed(viewer.key) }),
  });
}
