// Perft throughput of Magnetic and Anti-Magnetic Chess from the start position (depth 4, bulk counting):
// perft() takes the bitboard board (variants/magnetic_bitboard.h); the General runs show the rule-module
// path for comparison. Reference: the vchess JavaScript implementation does 0.2-0.3 M nodes/s.
#include "bench_support.h"

namespace {

using nightrider::bench::perft_benchmark;

void BM_MagneticPerftStartDepth4(benchmark::State& state) { perft_benchmark(state, "magnetic", "", 4); }
void BM_AntimagneticPerftStartDepth4(benchmark::State& state) {
  perft_benchmark(state, "antimagnetic", "", 4);
}
void BM_MagneticGeneralPerftStartDepth4(benchmark::State& state) {
  perft_benchmark(state, "magnetic", "", 4, &nightrider::perft_general);
}
void BM_AntimagneticGeneralPerftStartDepth4(benchmark::State& state) {
  perft_benchmark(state, "antimagnetic", "", 4, &nightrider::perft_general);
}

BENCHMARK(BM_MagneticPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AntimagneticPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MagneticGeneralPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AntimagneticGeneralPerftStartDepth4)->Unit(benchmark::kMillisecond);

}  // namespace
