import { useMutation } from "@tanstack/react-query";
import type { ReportBody } from "@/shared/validation/reports";
import { api } from "@/web/lib/api";

/** POST /api/reports: one report per member per item (409 says so), 20 a day (429). */
export const useReport = () =>
  useMutation({
    mutationFn: (body: ReportBody) => api("POST /api/reports", { body }),
    retry: false,
  });
