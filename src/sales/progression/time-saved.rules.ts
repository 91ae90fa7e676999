const DAY_MS = 86_400_000;

export type TimeSaved = {
  /** Time Offer To Exchange In Days: whole days from sale agreed to exchanged. */
  offerToExchangeDays: number | null;
  /** Time Saved In Days: the benchmark minus those days. */
  savedDays: number | null;
  /** % Time Saved: saved / benchmark × 100, rounded. */
  savedPercent: number | null;
};

/**
 * admin.md §9 "Time saved". Each figure is null (shown 'TBC') while unknown: without both
 * dates, or (for the saved figures) without a positive benchmark_in_days in the admin config.
 */
export function timeSaved(
  saleAgreed: Date | null,
  exchanged: Date | null,
  benchmarkInDays: number | null,
): TimeSaved {
  if (!saleAgreed || !exchanged) {
    return { offerToExchangeDays: null, savedDays: null, savedPercent: null };
  }
  const offerToExchangeDays = Math.round((exchanged.getTime() - saleAgreed.getTime()) / DAY_MS);
  if (!benchmarkInDays || benchmarkInDays <= 0) {
    return { offerToExchangeDays, savedDays: null, savedPercent: null };
  }
  const savedDays = benchmarkInDays - offerToExchangeDays;
  return {
    offerToExchangeDays,
    savedDays,
    savedPercent: Math.round((savedDays / benchmarkInDays) * 100),
  };
}
