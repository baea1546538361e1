// Perft under conditions (always the general path: journal, hooks, observation levels), one per
// condition family, to watch what each hook costs next to BM_GeneralPath* on orthodox chess.
#include <string>

#include "bench_support.h"
#include "conditions/registry.h"

namespace {

void condition_perft(benchmark::State& state, const char* condition, int depth) {
  auto rules = nightrider::build_variant("chess");
  nightrider::conditions::find_condition(condition)->apply(*rules, {});
  nightrider::Position pos = nightrider::parse_fen(*rules, rules->start_fen());
  uint64_t nodes = 0, last = 0;
  for (auto _ : state) {
    last = nightrider::perft(*rules, pos, depth);
    benchmark::DoNotOptimize(last);
    nodes += last;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(last));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_CirceStartDepth4(benchmark::State& state) { condition_perft(state, "Circe", 4); }
void BM_AntiCirceStartDepth4(benchmark::State& state) { condition_perft(state, "AntiCirce", 4); }
void BM_MonochromeStartDepth5(benchmark::State& state) { condition_perft(state, "MonochromChess", 5); }
void BM_MadrasiStartDepth4(benchmark::State& state) { condition_perft(state, "Madrasi", 4); }
void BM_EiffelStartDepth4(benchmark::State& state) { condition_perft(state, "EiffelChess", 4); }
BENCHMARK(BM_CirceStartDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_AntiCirceStartDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MonochromeStartDepth5)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MadrasiStartDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_EiffelStartDepth4)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
