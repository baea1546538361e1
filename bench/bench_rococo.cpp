// Perft throughput of Rococo from its start position (single thread, bulk counting), through the same
// perft() the tests check against shared/testdata/perft/perft.tsv; the expected leaf counts are read
// from that file. Reference point: vchess's JavaScript Rococo does 0.2-0.3 M nodes/s.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace {

constexpr const char* kStartFen = "10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1";

// The leaf count perft.tsv gives for a rococo position at a depth, or 0 when it has none.
uint64_t reference_count(const std::string& fen, int depth) {
  std::ifstream in(std::string(NIGHTRIDER_SHARED_DIR) + "/testdata/perft/perft.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string variant, row_fen, counts;
    std::getline(fields, variant, '\t');
    std::getline(fields, row_fen, '\t');
    std::getline(fields, counts);
    if (variant != "rococo" || row_fen != fen) continue;
    std::istringstream tokens(counts);
    std::string token;
    while (tokens >> token) {
      const auto colon = token.find(':');
      if (std::stoi(token.substr(0, colon)) == depth) return std::stoull(token.substr(colon + 1));
    }
  }
  return 0;
}

void run_perft(benchmark::State& state, const char* fen, int depth) {
  const auto rules = nightrider::make_variant("rococo");
  nightrider::Position pos = nightrider::parse_fen(*rules, fen);
  const uint64_t expected = reference_count(fen, depth);
  if (expected == 0) {
    state.SkipWithError("no reference count in perft.tsv");
    return;
  }
  uint64_t nodes = 0;
  for (auto _ : state) {
    const uint64_t n = nightrider::perft(*rules, pos, depth);
    benchmark::DoNotOptimize(n);
    if (n != expected) {
      state.SkipWithError(
          ("perft = " + std::to_string(n) + ", expected " + std::to_string(expected)).c_str());
      return;
    }
    nodes += n;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(expected));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_RococoPerftStartDepth3(benchmark::State& state) { run_perft(state, kStartFen, 3); }
void BM_RococoPerftStartDepth4(benchmark::State& state) { run_perft(state, kStartFen, 4); }

BENCHMARK(BM_RococoPerftStartDepth3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_RococoPerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
