// The general path (journal, hooks) on orthodox chess and the anti-king variants, to watch the cost of
// generality; the fast paths have their own benchmarks.
#include "bench_support.h"

namespace {

using nightrider::bench::perft_benchmark;

constexpr const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

void BM_GeneralPathStartDepth5(benchmark::State& state) {
  perft_benchmark(state, "chess", "", 5, &nightrider::perft_general);
}
void BM_GeneralPathKiwipeteDepth4(benchmark::State& state) {
  perft_benchmark(state, "chess", kKiwipete, 4, &nightrider::perft_general);
}
void BM_GeneralPathAntiKing1Depth4(benchmark::State& state) {
  perft_benchmark(state, "antiking1", "", 4, &nightrider::perft_general);
}
BENCHMARK(BM_GeneralPathStartDepth5)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_GeneralPathKiwipeteDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_GeneralPathAntiKing1Depth4)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
