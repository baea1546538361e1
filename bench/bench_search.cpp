// Search throughput and time to depth: for each variant, a fixed-depth search from the start position
// with one and with two threads (nodes per second over all threads), and the time to complete depth 10
// from the start position with one thread. Each iteration starts from an empty table (a new game).
// Variants with a fast board are also searched on the general board (`/general`), for the ratio.
// Short searches: the first ten positions of bench/books/chess.txt, each from a new game, to depth 7, 9
// and 11 on both boards (`BM_SearchBook`), timed in CPU seconds of the process, as nodes per CPU second;
// the same for the anti-king games' books to depth 7 and 9, and Magnetic's, Anti-Magnetic's and Rococo's to
// 6 and 8.
#include <benchmark/benchmark.h>

#include <array>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "search/engine.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

void search_benchmark(benchmark::State& state, const std::string& variant, int depth, int threads,
                      bool fast_boards = true) {
  const auto rules = make_variant(variant);
  const Position pos = start_position(*rules);
  Engine engine;
  EngineOptions options;
  options.hash_mb = 64;
  options.threads = threads;
  options.fast_boards = fast_boards;
  engine.set_options(options);
  SearchLimits limits;
  limits.depth = depth;
  uint64_t nodes = 0;
  double seconds = 0;
  for (auto _ : state) {
    engine.new_game();
    const SearchResult r = engine.search(*rules, pos, limits);
    benchmark::DoNotOptimize(r.best);
    if (r.depth != depth) {
      state.SkipWithError("search did not complete its depth");
      return;
    }
    nodes += r.nodes;
    seconds += static_cast<double>(r.time_ms) / 1000.0;
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes) / static_cast<double>(state.iterations()));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["seconds"] = benchmark::Counter(seconds / static_cast<double>(state.iterations()));
}

// The first ten openings of bench/books/chess.txt (the positions bench/nodes_to_depth.py searches).
constexpr std::array<const char*, 10> kChessBookOpenings = {
    "rnbqkb1r/pppppp1p/6pn/8/2P5/6PP/PP1PPP2/RNBQKBNR b KQkq - 0 3",
    "rnbqkbnr/1pp1pp1p/3p4/p5p1/PP5P/8/2PPPPP1/RNBQKBNR w KQkq - 0 4",
    "rnbqkb1r/p1pppppp/8/1p5P/P3P1n1/8/1PPP1PP1/RNBQKBNR b KQkq - 0 4",
    "rn1qkbnr/ppp1pppp/3pb3/8/8/2N2P2/PPPPP1PP/R1BQKBNR w KQkq - 1 3",
    "rnbqkbnr/1pppp1p1/p4p2/8/2P3p1/4PQ2/PP1P1P1P/RNB1KBNR w KQkq - 0 5",
    "rnbqkbnr/1p1ppppp/p7/2p5/8/1P3P2/P1PPP1PP/RNBQKBNR w KQkq - 0 3",
    "rnbqkb1r/p1pppppp/8/1p3n2/8/2N1PN2/PPPPQPPP/R1B1KB1R b KQkq - 3 4",
    "r1bqkbnr/pppppp1p/2n3p1/8/P7/5P2/1PPPP1PP/RNBQKBNR w KQkq - 0 3",
    "rnbqkbnr/2ppp1pp/p7/1p3p2/5P2/P3P2N/1PPP2PP/RNBQKB1R b KQkq - 1 4",
    "rnbqkbnr/pppppppp/8/8/1P4PP/8/P1PPPP2/RNBQKBNR b KQkq - 0 3",
};
// The first ten positions of bench/books/antiking1.txt and antiking2.txt.
constexpr std::array<const char*, 10> kAntiking1BookOpenings = {
    "2p1bkqA/2prnnbr/2ppp1p1/4p1p1/PP6/PN1PPP2/RBN2P2/aQKBRP2 w KAka - 0 4",
    "2pr1kqA/3bnnbr/1ppp1ppp/5p2/2PP4/PNPP1P2/RBN1KP2/aQ1BRP2 b Aka - 0 4",
    "2prbkqA/2p1nnbr/3p2pp/3ppp2/4P3/PPPPPN2/RBN1RP2/aQKB1P2 w KAka - 0 4",
    "2prbkqA/2p1nnbr/2pp2pp/4p3/1P2P3/PP1PPB1p/RBNN1P2/aQ1KRP2 w Aka - 0 5",
    "2prb1qA/2p1nnbr/2pk1ppp/1P1pp3/6P1/P1PPP1P1/RBNN4/aQKBRP2 w KAa - 1 5",
    "2prk1qA/2pbnnbr/2pppppp/8/1P6/1PPPPP2/RBNNBP2/aQK1RP2 w KAa - 3 3",
    "2prk1qA/2pbnnbr/2ppp1pp/4p3/P4P2/P1PPPP2/RBNNP3/aQKBR3 b KAa - 0 4",
    "3rbkqA/2ppnnb1/2ppppp1/6p1/1NN1P3/PPPPP2r/RB2PP2/aQKBR3 w KAka - 4 5",
    "2prbkqA/2p2nbr/2ppp1pp/3Ppn2/1N6/PPP1PP2/RB1N1P2/aQKBRP2 b KAka - 0 3",
    "2prbkqA/2p1nnbr/2p3pp/4pp2/3P1pP1/PPPP4/RBNNKPP1/aQ1BR3 w Aka - 0 5",
};
constexpr std::array<const char*, 10> kAntiking2BookOpenings = {
    "rnb1kbnr/pp1ppppp/2pA4/qP6/8/4aP2/P1PPP1PP/RNBQKBNR w KQkq - 1 4",
    "rnbqkb1r/pp1pp1pp/2p2p1n/3A4/4P1Q1/3a4/PPPP1PPP/RNB1KBNR w KQkq - 0 4",
    "rnbqkbnr/pp1pppp1/2pA3p/8/8/2Na2P1/PPPPPP1P/R1BQKBNR w KQkq - 0 3",
    "r1bqkb1r/p1pnpppp/1p1pA2n/8/2P2PP1/3a4/PP1PP2P/RNBQKBNR w KQkq - 1 5",
    "r1bqkbnr/pp1pp2p/2nA1p2/2p3p1/5PP1/3a4/PPPPPK1P/RNBQ1BNR w kq - 1 5",
    "1rbqkbnr/pppp1pp1/n2Ap3/4P2p/6P1/3a4/PPPPBP1P/RNBQK1NR w KQk - 0 5",
    "rnbqkbnr/p1ppppp1/3A4/1p6/1P5p/B1Pa3P/P2PPPP1/RN1QKBNR b KQkq - 1 4",
    "rnbqkbr1/pppppp1p/4An2/6p1/8/N2aPN2/PPPP1PPP/R1BQKB1R b KQq - 1 4",
    "r1bqkbnr/pppppp1p/2nA2p1/8/P7/3a2P1/1PPPPP1P/RNBQKBNR w KQkq - 0 3",
    "rnbqkbnr/1ppppppp/3A4/p7/P7/1P2aN2/2PPPPPP/RNBQKB1R b KQkq - 0 3",
};

// The first ten positions of bench/books/magnetic.txt and antimagnetic.txt.
constexpr std::array<const char*, 10> kMagneticBookOpenings = {
    "rnbQkbnr/p3ppp1/1q6/p1p3pp/PP1N3P/8/P2BPPP1/R2QKBNR b KQkq - 3 4",
    "r1bqkbnr/2pppppp/8/p1P5/Pp1n4/1P1P4/4PPPP/RNBQKBNR w KQkq - 1 3",
    "rnbqkb1r/1p1ppp2/2p4n/p1P2Pp1/Q5Pp/7N/PP1PP2P/RNB1KB1R b KQkq - 1 3",
    "1n2kbnr/1b1pppp1/r6q/p6p/P4PpP/8/1pPPPPP1/RNBQKBNR w KQk - 3 5",
    "rnbqkbnr/p2p4/8/2pp1ppp/1pP1PP1P/1P6/P2P1P2/RNBQKBNR w KQkq - 0 4",
    "rnbqk2r/1p1ppp2/n6b/p1p2pNp/P1P4P/8/1P1PPP2/RNBQKBPR w KQq - 1 5",
    "rnbqkbnr/3ppppp/8/p6p/PP4pP/2N5/1BPPPPP1/R2QKBNR b KQkq - 0 3",
    "rnbqkbnr/1pp3pp/4p3/p2pP3/P4P1p/7N/1PP1P1PP/RNBQKB1R b KQkq - 1 3",
    "rnbqkbnr/ppp1pp2/8/7p/3p1PpP/3P2N1/PPP1PP2/RNBQKB1R w KQkq - 0 3",
    "rnbqkbnr/1p1p2pp/2p4p/2P2P2/p3p3/N6P/PP1P2PP/R1BQKBNR w KQkq - 0 3",
};
constexpr std::array<const char*, 10> kAntimagneticBookOpenings = {
    "r1bqkb1r/ppppppnp/np6/8/6P1/6N1/PPPPPP1P/RNBQK1BR b Qkq - 2 3",
    "rnb1kb1r/pppqpppp/8/6p1/3PP1n1/1NP5/P1BP1PPP/R2QKBNR w KQkq - 1 4",
    "r2qkbnr/p1b1pppR/2pp4/2pn4/3PP3/2PQ4/PPB1PPP1/RN2KBN1 b Qkq - 0 4",
    "rnbqk1r1/pppppbpp/6pn/8/3PP3/3Q4/PPP2PPP/RNBK1BNR w q - 1 4",
    "rnb1kb1r/pppqpp1p/3p2n1/6p1/8/4NP2/PPPPPBPP/R1BQK1NR w KQkq - 0 3",
    "1nb1kb2/rppqpppr/3ppnp1/8/6P1/4PPN1/PPPPBP2/RNBQK2R w KQ - 2 5",
    "rn1qkbnp/ppbp1pp1/2pp1r2/5N2/5PP1/7B/PPPPP2P/RNBQK2R b KQq - 1 4",
    "1n1qkbnr/rpbppppp/1pp5/8/8/4PP2/PNPPPBPP/R1BQK1NR w KQk - 0 3",
    "r1bqkbpr/p1pppp1p/5n1n/p5N1/6P1/2NP4/PPPP1P1P/R1BQKB1R b KQkq - 1 4",
    "r1bqkb1r/ppppppnp/5np1/8/P7/4RP2/1PPPPBPP/1NBQK1NR w Kkq - 0 3",
};

constexpr std::array<const char*, 10> kRococoBookOpenings = {
    "10/1rqnbknqm1/1pp2pppp1/3pp5/10/10/7P2/1PPPPPP1P1/1MQNBKNQR1/10 b - - 5 3",
    "10/1rqnbknqm1/1pppp1ppp1/5p4/10/10/2P3P1P1/1P1PPPP3/1MQNBKNQR1/10 w - - 6 4",
    "10/1rqnbknqm1/1ppp1pp1p1/5p1p2/10/10/1PP3PP2/2P1PPP3/1MQNBKNQR1/10 b - - 7 4",
    "10/1rqnbknqm1/1p1p1p1pp1/2p1p1p3/10/10/3PP5/1PPP2PPP1/1MQNBKNQR1/10 w - - 6 4",
    "10/1rq1bknqm1/1ppp1pppp1/3p6/6n3/10/4P5/1PPPP1PPP1/1MQNBKNQR1/10 w - - 4 3",
    "10/1rqnbk1qm1/1pppp1n1p1/5ppp2/10/10/2PP1P1P2/1P2PP2P1/1MQNBKNQR1/10 w - - 8 5",
    "10/1rqnbknqm1/1ppp1pp1p1/3p4p1/10/10/1P6P1/2PPPPP1P1/1MQNBKNQR1/10 w - - 4 3",
    "10/1rpnbknqm1/1pp1ppppp1/4q5/10/10/4P5/1PPPP1PPP1/1MQNBKNQR1/10 w - - 8 5",
    "10/1rqnbknqm1/1pp1p1p1p1/3pp2p2/10/10/6P1P1/1PPPPPP3/1MQNBKNQR1/10 w - - 8 5",
    "10/1rqnbknqm1/2pp1pppp1/1p1p6/10/4B5/2P2P4/1P1P1PPPP1/1MQN1KNQR1/10 b - - 5 3",
};

// One iteration: each opening searched to `depth` from a new game, one thread, a 64 MB table, as a
// protocol session does (one Engine for all of them). Counter `nodes`: summed over the ten.
void book_benchmark(benchmark::State& state, const std::string& variant,
                    const std::array<const char*, 10>& book, int depth, bool fast_boards) {
  const auto rules = make_variant(variant);
  std::vector<Position> openings;
  for (const char* fen : book) openings.push_back(parse_fen(*rules, fen));
  Engine engine;
  EngineOptions options;
  options.hash_mb = 64;
  options.fast_boards = fast_boards;
  engine.set_options(options);
  SearchLimits limits;
  limits.depth = depth;
  uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Position& pos : openings) {
      engine.new_game();
      const SearchResult r = engine.search(*rules, pos, limits);
      benchmark::DoNotOptimize(r.best);
      if (r.depth != depth || r.fast_board != fast_boards) {
        state.SkipWithError("search did not complete its depth on the board asked for");
        return;
      }
      nodes += r.nodes;
    }
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes) / static_cast<double>(state.iterations()));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

// Depths that take a second or two on one core: throughput, one and two threads.
struct Case {
  const char* variant;
  int depth;
};
constexpr Case kThroughput[] = {{"chess", 10},   {"antiking1", 9},    {"antiking2", 9},
                                {"magnetic", 8}, {"antimagnetic", 8}, {"rococo", 8}};

void register_all() {
  for (const Case& c : kThroughput)
    for (int threads : {1, 2}) {
      const std::string name = std::string("BM_Search/") + c.variant + "/depth" + std::to_string(c.depth) +
                               "/threads" + std::to_string(threads);
      benchmark::RegisterBenchmark(
          name.c_str(),
          [c, threads](benchmark::State& state) { search_benchmark(state, c.variant, c.depth, threads); })
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->Iterations(2);
    }
  // The general board where a fast one exists (chess: search/chess_search_board.h; the anti-king games:
  // search/antiking_search_board.h; Magnetic and Anti-Magnetic: search/magnetic_search_board.h; Rococo:
  // search/rococo_search_board.h), same depth,
  // one thread. (Named here: registration runs before main, too early to build rule sets and ask.)
  for (const Case& c : kThroughput) {
    const std::string name =
        std::string("BM_Search/") + c.variant + "/depth" + std::to_string(c.depth) + "/threads1/general";
    benchmark::RegisterBenchmark(
        name.c_str(), [c](benchmark::State& state) { search_benchmark(state, c.variant, c.depth, 1, false); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Iterations(2);
  }
  struct Book {
    const char* variant;
    const std::array<const char*, 10>* openings;
    const char* fast_board;
    std::vector<int> depths;
  };
  const Book books[] = {{"chess", &kChessBookOpenings, "chess_board", {7, 9, 11}},
                        {"antiking1", &kAntiking1BookOpenings, "antiking_board", {7, 9}},
                        {"antiking2", &kAntiking2BookOpenings, "antiking_board", {7, 9}},
                        {"magnetic", &kMagneticBookOpenings, "magnetic_board", {6, 8}},
                        {"antimagnetic", &kAntimagneticBookOpenings, "magnetic_board", {6, 8}},
                        {"rococo", &kRococoBookOpenings, "rococo_board", {6, 8}}};
  for (const Book& book : books)
    for (const int depth : book.depths)
      for (const bool fast : {true, false}) {
        const std::string name = std::string("BM_SearchBook/") + book.variant + "/depth" +
                                 std::to_string(depth) + "/" + (fast ? book.fast_board : "general");
        const std::string variant = book.variant;
        const auto* openings = book.openings;
        benchmark::RegisterBenchmark(name.c_str(),
                                     [variant, openings, depth, fast](benchmark::State& state) {
                                       book_benchmark(state, variant, *openings, depth, fast);
                                     })
            ->Unit(benchmark::kMillisecond)
            ->MeasureProcessCPUTime()
            ->Iterations(depth >= 11 ? 1 : 3);
      }
  for (const VariantInfo& v : all_variants()) {
    const std::string name = "BM_SearchTimeToDepth10/" + v.name;
    const std::string variant = v.name;
    benchmark::RegisterBenchmark(
        name.c_str(), [variant](benchmark::State& state) { search_benchmark(state, variant, 10, 1); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Iterations(1);
  }
}

const bool registered = (register_all(), true);

}  // namespace
