// The calibrated benchmarkIndex of each machine kind the bench has run on (quality bar P1; ADR 078): the speed a
// page's batch is judged against. A kind is its CPU model and core count as Node reports them (`os.cpus()`). A kind
// not listed is calibrated at the start of each series (nine samples of Lighthouse's benchmark); record it here once
// its speed is known, so that a series started in a slow stretch of the host is not judged by that stretch.

export const machines = [
  {
    cpu: 'Intel(R) Xeon(R) Processor',
    cores: 2,
    benchmarkIndex: 2208,
    // The median of seven idle calibrations on 2026-12-06 between 18:58 and 19:30 (medians of seven to nine samples:
    // 1 663, 2 024, 2 086, 2 208, 2 240, 2 308, 2 342): the host's speed moves within minutes on this kind.
    measured: '2026-12-06, seven calibrations, 1 663–2 342',
  },
];
