// What every perft benchmark does: count the tree of a position per iteration, check the count against
// shared/testdata/perft/perft.tsv where the table has one, and report nodes and nodes per second.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace nightrider::bench {

using PerftFunction = uint64_t (*)(const Rules&, Position&, int);

// The leaf count perft.tsv gives for a position of a variant at a depth, or 0 when it has none.
inline uint64_t reference_count(const std::string& variant, const std::string& fen, int depth) {
  std::ifstream in(std::string(NIGHTRIDER_SHARED_DIR) + "/testdata/perft/perft.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string row_variant, row_fen, counts;
    std::getline(fields, row_variant, '\t');
    std::getline(fields, row_fen, '\t');
    std::getline(fields, counts);
    if (row_variant != variant || row_fen != fen) continue;
    std::istringstream tokens(counts);
    for (std::string token; tokens >> token;) {
      const auto colon = token.find(':');
      if (std::stoi(token.substr(0, colon)) == depth) return std::stoull(token.substr(colon + 1));
    }
  }
  return 0;
}

// `fen` empty: the variant's start position. `count` chooses the path (perft: fast path where the
// variant has one; perft_general: always the journal and hooks).
inline void perft_benchmark(benchmark::State& state, const std::string& variant, std::string fen, int depth,
                            PerftFunction count = &perft) {
  const auto rules = make_variant(variant);
  if (fen.empty()) fen = rules->start_fen();
  Position pos = parse_fen(*rules, fen);
  const uint64_t expected = reference_count(variant, fen, depth);
  uint64_t nodes = 0, last = 0;
  for (auto _ : state) {
    last = count(*rules, pos, depth);
    benchmark::DoNotOptimize(last);
    if (expected != 0 && last != expected) {
      state.SkipWithError(
          ("perft = " + std::to_string(last) + ", perft.tsv says " + std::to_string(expected)).c_str());
      return;
    }
    nodes += last;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(last));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

}  // namespace nightrider::bench
