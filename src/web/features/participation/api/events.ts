import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarProvider } from "@/shared/calendar-links";
import type { CalendarState, RsvpState } from "@/shared/contract/events";
import { api, fillPath } from "@/web/lib/api";
import { useViewer } from "../hooks/use-viewer";
import { participationKeys, type Viewer } from "./keys";

export const rsvpQueryOptions = (eventId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: participationKeys.rsvp(eventId, viewer),
    queryFn: ({ signal }) => api("GET /api/events/{id}/rsvp", { params: { id: eventId } }, { signal }),
  });

export function useRsvpState(eventId: string) {
  const viewer = useViewer();
  return useQuery({ ...rsvpQueryOptions(eventId, viewer.key), enabled: viewer.user !== undefined });
}

export function useRsvp(eventId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => api("POST /api/events/{id}/rsvp", { params: { id: eventId } }),
    onSuccess: (answer) =>
      client.setQueryData<RsvpState>(participationKeys.rsvp(eventId, viewer.key), {
        going: answer.going,
        rsvpCount: answer.rsvpCount,
      }),
  });
}

export const ticketClick = (eventId: string) => api("POST /api/events/{id}/ticket-click", { params: { id: eventId } });

export function useCalendarState(eventId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.calendar(eventId, viewer.key),
    queryFn: ({ signal }) => api("GET /api/events/{id}/calendar", { params: { id: eventId } }, { signal }),
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
      api("POST /api/events/{id}/calendar", { params: { id: eventId }, body: { provider } }),
    onSuccess: (answer) => set(answer.provider),
  });
}

export function useRemoveFromCalendar(eventId: string) {
  const set = useSetCalendarState(eventId);
  return useMutation({
    mutationFn: () => api("DELETE /api/events/{id}/calendar", { params: { id: eventId } }),
    onSuccess: () => set(null),
  });
}

/** A link, not a fetch: the browser downloads the file (and Apple's calendar opens it). */
export const calendarFileUrl = (eventId: string) => fillPath("/api/events/{id}/calendar.ics", { id: eventId });

export function useCalendarFeed(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: participationKeys.calendarFeed(viewer.key),
    queryFn: ({ signal }) => api("GET /api/calendar/feed", {}, { signal }),
    enabled: enabled && Boolean(viewer.user),
  });
}

export function useNewCalendarFeed() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => api("POST /api/calendar/feed"),
    onSuccess: () => client.invalidateQueries({ queryKey: participationKeys.calendarFeed(viewer.key) }),
  });
}
