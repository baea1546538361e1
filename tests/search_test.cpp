// The engine's search: forced results found and scored exactly, limits and stop honoured, every variant
// answered with a legal move, the transposition table's entries read back as written.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "eval/chess_eval.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/engine.h"
#include "search/transposition.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

struct Searched {
  std::shared_ptr<const Rules> rules;
  Position position;
  SearchResult result;
};

Searched run(const std::string& variant, const std::string& fen, SearchLimits limits,
             EngineOptions options = {}) {
  auto rules = make_variant(variant);
  Position pos = fen.empty() ? start_position(*rules) : parse_fen(*rules, fen);
  Engine engine;
  engine.set_options(options);
  SearchResult result = engine.search(*rules, pos, limits);
  return Searched{rules, pos, result};
}

bool is_legal_move(const Rules& rules, Position pos, const Move& m) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& legal : moves)
    if (legal == m) return true;
  return false;
}

SearchLimits depth(int d) {
  SearchLimits l;
  l.depth = d;
  return l;
}

TEST(Search, MateInTwoIsFoundAndScoredInMoves) {
  // Ka8 against Kb6 + Rb1: 1.Kc7 Ka7 2.Ra1#, and no mate in one (Ra1+ Kb8).
  const auto s = run("chess", "k7/8/1K6/8/8/8/8/1R6 w - - 0 1", depth(6));
  ASSERT_TRUE(s.result.best);
  EXPECT_TRUE(is_mate_score(s.result.score));
  EXPECT_EQ(mate_in_moves(s.result.score), 2);
}

TEST(Search, MateInOneIsPlayed) {
  // Back-rank mate: Rd8#.
  const auto s = run("chess", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", depth(3));
  ASSERT_TRUE(s.result.best);
  EXPECT_EQ(to_uci(*s.rules, s.position, *s.result.best), "d1d8");
  EXPECT_EQ(mate_in_moves(s.result.score), 1);
}

TEST(Search, LosingSideSeesTheMateAgainstIt) {
  // Black's only move, Ka7, allows Ra1#.
  const auto s = run("chess", "k7/2K5/8/8/8/8/8/1R6 b - - 0 1", depth(4));
  ASSERT_TRUE(s.result.best);
  EXPECT_EQ(mate_in_moves(s.result.score), -1);
}

TEST(Search, NoLegalMoveGivesNoBestMove) {
  const auto stalemate = run("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", depth(3));
  EXPECT_FALSE(stalemate.result.best);
  const auto mated = run("chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", depth(3));
  EXPECT_FALSE(mated.result.best);
}

TEST(Search, MagneticKingCaptureIsTheWin) {
  // White's rook takes the king at once: a win in one move.
  const auto s = run("magnetic", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", depth(3));
  ASSERT_TRUE(s.result.best);
  EXPECT_EQ(to_uci(*s.rules, s.position, *s.result.best), "e1e8");
  EXPECT_EQ(mate_in_moves(s.result.score), 1);
}

TEST(Search, EveryVariantAnswersWithALegalMoveFromTheStart) {
  for (const VariantInfo& v : all_variants()) {
    SCOPED_TRACE(v.name);
    const auto s = run(v.name, "", depth(4));
    ASSERT_TRUE(s.result.best);
    EXPECT_TRUE(is_legal_move(*s.rules, s.position, *s.result.best));
    EXPECT_EQ(s.result.depth, 4);
    ASSERT_FALSE(s.result.pv.empty());
    EXPECT_EQ(s.result.pv.front(), *s.result.best);
  }
}

TEST(Search, PrincipalVariationIsAPlayableLine) {
  for (const VariantInfo& v : all_variants()) {
    SCOPED_TRACE(v.name);
    auto s = run(v.name, "", depth(5));
    Position pos = s.position;
    for (const Move& m : s.result.pv) {
      ASSERT_TRUE(is_legal_move(*s.rules, pos, m));
      s.rules->play(pos, m);
    }
  }
}

TEST(Search, NodeLimitIsHonoured) {
  SearchLimits limits;
  limits.nodes = 20000;
  const auto s = run("chess", "", limits);
  ASSERT_TRUE(s.result.best);
  // The limit is checked every 1024 nodes.
  EXPECT_LE(s.result.nodes, limits.nodes + 1024);
  EXPECT_GE(s.result.nodes, limits.nodes);
}

TEST(Search, NodeLimitIsExactWithOneThread) {
  // One thread checks the limit at every node (several threads every 1024 nodes, as above): a limit
  // that is no multiple of 1024 is not rounded up to the next one. The search unwinds after the stop
  // without counting more than the nodes it had entered.
  for (uint64_t limit : {1500u, 2000u, 3333u}) {
    SearchLimits limits;
    limits.nodes = limit;
    const auto s = run("chess", "", limits);
    ASSERT_TRUE(s.result.best);
    EXPECT_GE(s.result.nodes, limit);
    EXPECT_LE(s.result.nodes, limit + 2) << limit;
  }
}

TEST(Search, StopEndsAnInfiniteSearchAtOnce) {
  auto rules = make_variant("rococo");
  const Position pos = start_position(*rules);
  Engine engine;
  SearchLimits limits;
  limits.infinite = true;
  SearchResult result;
  std::thread searcher([&] { result = engine.search(*rules, pos, limits); });
  // stop() ends the search that is running: on a loaded machine (ThreadSanitizer, a CI beside other
  // builds) the thread may take longer than the pause below to begin, and a stop sent before it began
  // would be no one's (the protocols repeat theirs until the search returns, search_thread.cpp).
  while (!engine.searching()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const auto asked = std::chrono::steady_clock::now();
  engine.stop();
  searcher.join();
  const auto waited = std::chrono::steady_clock::now() - asked;
  // Generous bound: a sanitizer build on a busy machine still answers well within it.
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(waited).count(), 2000);
  ASSERT_TRUE(result.best);
  EXPECT_TRUE(is_legal_move(*rules, pos, *result.best));
}

TEST(Search, MoveTimeIsRespected) {
  SearchLimits limits;
  limits.movetime_ms = 300;
  const auto start = std::chrono::steady_clock::now();
  const auto s = run("antiking1", "", limits);
  const auto took =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(s.result.best);
  EXPECT_LT(took, 300 + 1500);  // the margin covers a loaded machine and sanitizers
}

TEST(Search, TwoThreadsFindTheSameMate) {
  EngineOptions options;
  options.threads = 2;
  const auto s = run("chess", "k7/8/1K6/8/8/8/8/1R6 w - - 0 1", depth(6), options);
  ASSERT_TRUE(s.result.best);
  EXPECT_EQ(mate_in_moves(s.result.score), 2);
}

TEST(Search, MultiPvReportsDistinctLines) {
  auto rules = make_variant("chess");
  const Position pos = start_position(*rules);
  Engine engine;
  EngineOptions options;
  options.multipv = 3;
  engine.set_options(options);
  std::vector<SearchInfo> last(4);
  engine.search(*rules, pos, depth(4), [&](const SearchInfo& info) {
    ASSERT_GE(info.multipv, 1);
    ASSERT_LE(info.multipv, 3);
    last[static_cast<size_t>(info.multipv)] = info;
  });
  EXPECT_FALSE(last[1].pv.front() == last[2].pv.front());
  EXPECT_FALSE(last[2].pv.front() == last[3].pv.front());
  EXPECT_GE(last[1].score, last[2].score);
  EXPECT_GE(last[2].score, last[3].score);
}

TEST(Search, LowSkillStillPlaysLegalMoves) {
  EngineOptions options;
  options.skill_level = 0;
  options.seed = 7;
  for (const VariantInfo& v : all_variants()) {
    SCOPED_TRACE(v.name);
    const auto s = run(v.name, "", depth(8), options);
    ASSERT_TRUE(s.result.best);
    EXPECT_TRUE(is_legal_move(*s.rules, s.position, *s.result.best));
    EXPECT_LE(s.result.depth, 1);  // skill 0 searches one ply
  }
}

TEST(Search, MaterialOnlyEvaluationCountsPieces) {
  auto rules = make_variant("chess");
  Engine engine;
  EngineOptions options;
  options.eval.material_only = true;
  engine.set_options(options);
  EXPECT_EQ(engine.evaluate(*rules, start_position(*rules)), 0);
  // White is a knight up; Black to move sees it from its side.
  EXPECT_EQ(engine.evaluate(*rules, parse_fen(*rules, "4k3/8/8/8/8/8/8/3NK3 b - - 0 1")), -320);
}

TEST(Search, EvaluationIsSymmetric) {
  // The same position with colours and ranks swapped scores the same for the side to move.
  Engine engine;
  const std::pair<std::string, std::pair<std::string, std::string>> cases[] = {
      {"chess",
       {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3"}},
      {"magnetic", {"4k3/8/8/3q4/8/8/3P4/4K3 w - - 0 1", "4k3/3p4/8/8/3Q4/8/8/4K3 b - - 0 1"}},
  };
  for (const auto& [variant, fens] : cases) {
    auto rules = make_variant(variant);
    EXPECT_EQ(engine.evaluate(*rules, parse_fen(*rules, fens.first)),
              engine.evaluate(*rules, parse_fen(*rules, fens.second)))
        << variant;
  }
}

TEST(ChessTerms, CountPawnStructureRooksAndShelter) {
  // White: Kg1 Re1, pawns a2 b2 f2 g2 f3 d5; Black: Kg8 Rc8, pawns c7 g7 h7. Each term gets its own
  // decimal digit (midgame = endgame, so the phase does not matter):
  //   shelter (1/point)  White f2 g2 (2 each) f3 (1) = 5, Black g7 h7 = 4
  //   doubled (10)       White f2-f3: 1
  //   isolated (100)     White d5, Black c7: 1 each
  //   passed (1000 x distance to promotion)  White a2 only (b2, d5 have c7 ahead; f3, g2 have g7): 6
  //   rook on an open file (100000)  Re1; Rc8 stands behind its own pawn
  auto rules = make_variant("chess");
  ChessWeights w;
  auto both = [](int x) { return Tapered{x, x}; };
  w.bishop_pair = both(10000000);
  w.shelter = both(1);
  w.doubled_pawn = both(10);
  w.isolated_pawn = both(100);
  for (size_t d = 0; d < w.passed_pawn.size(); ++d) w.passed_pawn[d] = both(1000 * static_cast<int>(d));
  w.rook_open_file = both(100000);
  w.rook_half_open_file = both(1000000);
  const int expected = (5 + 10 + 100 + 6000 + 100000) - (4 + 100);
  const Position pos = parse_fen(*rules, "2r3k1/2p3pp/8/3P4/8/5P2/PP3PP1/4R1K1 w - - 0 1");
  const Position mirrored = parse_fen(*rules, "4r1k1/pp3pp1/5p2/8/3p4/8/2P3PP/2R3K1 b - - 0 1");
  for (int phase : {0, 100, 256}) {
    EXPECT_EQ(chess_terms(summarize_chess(pos), phase, w), expected) << phase;
    EXPECT_EQ(chess_terms(summarize_chess(mirrored), phase, w), -expected) << phase;
  }
  // A half-open file, two bishops, and tapering: 30 in the midgame, 10 in the ending, halfway 20.
  const Position open = parse_fen(*rules, "k7/8/8/8/3p4/8/8/2BBRK2 w - - 0 1");
  ChessWeights t;
  for (Tapered* x : {&t.bishop_pair, &t.shelter, &t.doubled_pawn, &t.isolated_pawn, &t.rook_open_file})
    *x = {};
  for (Tapered& x : t.passed_pawn) x = {};
  t.rook_half_open_file = both(0);
  t.bishop_pair = Tapered{30, 10};
  EXPECT_EQ(chess_terms(summarize_chess(open), 256, t), 30);
  EXPECT_EQ(chess_terms(summarize_chess(open), 0, t), 10);
  EXPECT_EQ(chess_terms(summarize_chess(open), 128, t), 20);
  t.bishop_pair = {};
  t.rook_half_open_file = both(7);  // Re1 on e: no White pawn, the Black one on d4 is not on it -> open
  EXPECT_EQ(chess_terms(summarize_chess(open), 128, t), 0);
  t.rook_open_file = both(3);
  EXPECT_EQ(chess_terms(summarize_chess(open), 128, t), 3);
  const Position half_open = parse_fen(*rules, "4k3/8/8/8/4p3/8/8/4RK2 w - - 0 1");
  EXPECT_EQ(chess_terms(summarize_chess(half_open), 128, t), 7);  // only a Black pawn on the e-file
}

TEST(TranspositionTable, EntriesReadBackAsWritten) {
  TranspositionTable table(1);
  Move m{Square(4, 1), Square(4, 3), MoveKind::DoubleStep, 0, PieceKind::None, 20, 0xFF, 3};
  table.store(0x123456789ABCDEFull, TableEntry{m, -31990, 45, 17, Bound::Lower});
  const auto e = table.probe(0x123456789ABCDEFull);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->move, m);
  EXPECT_EQ(e->score, -31990);
  EXPECT_EQ(e->eval, 45);
  EXPECT_EQ(e->depth, 17);
  EXPECT_EQ(e->bound, Bound::Lower);
  EXPECT_FALSE(table.probe(0x123456789ABCDEFull ^ 1ull << 40));
  table.clear();
  EXPECT_FALSE(table.probe(0x123456789ABCDEFull));
}

TEST(TranspositionTable, ClearForgetsEveryEntryAndTheTableStaysUsable) {
  // clear() changes the keys' salt instead of zeroing the memory: every key written before misses, a
  // store after it reads back, and so on after many clears; a table of 1 MB holds 2^15 slots of 24 bytes.
  TranspositionTable table(1);
  const Move m{Square(6, 0), Square(5, 2)};
  for (uint64_t k = 1; k <= 1000; ++k)
    table.store(k * 0x9E3779B97F4A7C15ull, TableEntry{m, 7, 3, 5, Bound::Exact});
  for (int round = 0; round < 100; ++round) {
    table.clear();
    for (uint64_t k = 1; k <= 1000; ++k) ASSERT_FALSE(table.probe(k * 0x9E3779B97F4A7C15ull)) << round;
    table.new_search();
    table.store(0x5555ull + static_cast<uint64_t>(round), TableEntry{m, round, 0, 4, Bound::Upper});
    const auto e = table.probe(0x5555ull + static_cast<uint64_t>(round));
    ASSERT_TRUE(e);
    EXPECT_EQ(e->score, round);
    EXPECT_EQ(e->bound, Bound::Upper);
  }
  EXPECT_EQ(table.size_bytes(), (size_t{1} << 15) * 24);
}

TEST(Search, ASearchAfterANewGameWalksTheTreeOfAFreshEngine) {
  // new_game forgets the table without zeroing it, and zeroes the history that searches of one game
  // hand on to the next; the next search must be the very search of a fresh engine (same nodes, score,
  // move, line), on the chess board and on the general board, with a table full of the earlier game's
  // entries (deeper searches of another position and of this one first: a table that kept them would cut
  // this search short, a history that kept them would order its moves otherwise). The reference is a
  // fresh Engine.
  auto rules = make_variant("chess");
  const Position first =
      parse_fen(*rules, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  const Position second = parse_fen(*rules, "rnbqkb1r/pppppp1p/6pn/8/2P5/6PP/PP1PPP2/RNBQKBNR b KQkq - 0 3");
  for (const bool fast : {true, false}) {
    EngineOptions options;
    options.fast_boards = fast;
    Engine used;
    used.set_options(options);
    used.search(*rules, first, depth(8));
    used.search(*rules, second, depth(8));
    used.new_game();
    const SearchResult again = used.search(*rules, second, depth(7));
    Engine fresh;
    fresh.set_options(options);
    const SearchResult reference = fresh.search(*rules, second, depth(7));
    EXPECT_EQ(again.fast_board, fast);
    EXPECT_EQ(again.nodes, reference.nodes) << fast;
    EXPECT_EQ(again.score, reference.score) << fast;
    ASSERT_TRUE(again.best && reference.best);
    EXPECT_EQ(*again.best, *reference.best) << fast;
    EXPECT_EQ(again.pv, reference.pv) << fast;
  }
}

TEST(Search, MateScoresConvertToMoves) {
  EXPECT_EQ(mate_in_moves(kMateScore - 1), 1);
  EXPECT_EQ(mate_in_moves(kMateScore - 3), 2);
  EXPECT_EQ(mate_in_moves(-(kMateScore - 2)), -1);
  EXPECT_EQ(mate_in_moves(-(kMateScore - 4)), -2);
  EXPECT_EQ(mate_in_moves(35), 0);
}

}  // namespace
}  // namespace nightrider
