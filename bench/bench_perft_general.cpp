// The general path (journal, hooks) on orthodox chess, to watch the cost of generality; the fast path
// has its own benchmark (bench_chess_bitboard.cpp).
#include <benchmark/benchmark.h>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

void run(benchmark::State& state, const char* fen, int depth) {
  auto rules = make_variant("chess");
  Position pos = parse_fen(*rules, fen);
  uint64_t nodes = 0;
  for (auto _ : state) nodes += perft_general(*rules, pos, depth);
  state.counters["nodes"] = static_cast<double>(nodes) / static_cast<double>(state.iterations());
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_GeneralPathStartDepth5(benchmark::State& state) {
  run(state, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5);
}
void BM_GeneralPathKiwipeteDepth4(benchmark::State& state) {
  run(state, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4);
}
BENCHMARK(BM_GeneralPathStartDepth5)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_GeneralPathKiwipeteDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
