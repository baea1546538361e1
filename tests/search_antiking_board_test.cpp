// The search on the anti-king games' fast board (search/antiking_search_board.h) against the search on
// the general board, as tests/search_fast_board_test.cpp does for chess: along random games of Anti-King
// Chess I and II both boards give the same legal moves (as general Move values), the same key (the
// general core's Zobrist hash), check (the anti-king's inverted check), evaluation, capture gains and
// static exchanges; with the moves of every node in one canonical order both searches walk the same
// tree (same nodes, score, best move and principal variation).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "eval/antiking_bitboard_eval.h"
#include "eval/evaluator.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/antiking_search_board.h"
#include "search/engine.h"
#include "search/general_search_board.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

struct AntikingFen {
  const char* variant;
  const char* fen;
};

// The start positions and the hand-made positions of tests/antiking_test.cpp's perft comparison (anti-
// checks, castling, en passant, royal leaps, promotions), where random games begin.
const AntikingFen kAntikingFens[] = {
    {"antiking1", "2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1"},
    {"antiking1", "2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1"},
    {"antiking1", "k3rA2/8/8/8/7R/8/2N3p1/4K2a w K - 0 1"},
    {"antiking1", "a5r1/R5P1/8/7k/6A1/3nn3/3P4/K7 w - - 0 1"},
    {"antiking2", "rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"antiking2", "k2r4/8/8/8/3A4/4N3/6a1/4K2R w K - 0 1"},
    {"antiking2", "rnbqkbnr/pppp1ppp/3A4/4p2Q/4P2a/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3"},
    {"antiking2", "rnbqkbnr/1pppp1pp/p2A4/4Pp2/8/3a4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
    {"antiking2", "k7/2Q5/8/3p4/3PA3/6N1/6PP/4K1Ba b - - 0 1"},
};

uint64_t antiking_move_bytes(const Move& m) {
  uint64_t b;
  std::memcpy(&b, &m, sizeof b);
  return b;
}

std::vector<uint64_t> antiking_sorted_bytes(const MoveList& moves) {
  std::vector<uint64_t> out;
  for (const Move& m : moves) out.push_back(antiking_move_bytes(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Walks random games from each position on both boards at once (captures preferred, so that exchanges
// and promotions come up), comparing everything the search asks of a board at every position.
TEST(AntikingSearchBoard, AgreesWithTheGeneralBoardAlongRandomGames) {
  std::mt19937 random(27);
  int positions = 0, exchanges = 0, checks = 0, promotions = 0, castlings = 0, en_passants = 0,
      friendly_captures = 0;
  for (const AntikingFen& start : kAntikingFens) {
    const auto rules = make_variant(start.variant);
    const auto values = make_evaluator(*rules, EvalConfig{});
    EvalConfig material;
    material.material_only = true;
    const auto material_values = make_evaluator(*rules, material);
    const antiking_board::Config config = *antiking_board::config_for(*rules);
    const AntikingBitboardEvaluator fast_eval(*rules, EvalConfig{}, config);
    const AntikingBitboardEvaluator fast_material(*rules, material, config);
    for (int game = 0; game < 40; ++game) {
      Position pos = parse_fen(*rules, start.fen);
      ASSERT_TRUE(AntikingSearchBoard::models(*rules, pos)) << start.fen;
      GeneralSearchBoard general(*rules, pos, *values);
      AntikingSearchBoard fast(*rules, pos, *values, fast_eval);
      int plies = 0;
      for (; plies < 120; ++plies) {
        ++positions;
        const std::string where =
            std::string(start.fen) + " ply " + std::to_string(plies) + ": " + to_fen(*rules, pos);
        // The position itself.
        ASSERT_EQ(fast.key(), general.key()) << where;
        ASSERT_EQ(fast.side_to_move(), general.side_to_move());
        ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock()) << where;
        ASSERT_EQ(fast.in_check(), general.in_check()) << where;
        ASSERT_EQ(fast.king_attacked(), general.king_attacked()) << where;
        checks += fast.in_check();
        ASSERT_EQ(fast.evaluate(), general.evaluate()) << where;
        for (const Colour c : {Colour::White, Colour::Black})
          ASSERT_EQ(fast.has_non_pawn_material(c), general.has_non_pawn_material(c));
        const size_t reach =
            std::min<size_t>(general.moves_played(), static_cast<size_t>(general.halfmove_clock()));
        ASSERT_LE(reach, fast.moves_played());
        for (size_t k = 1; k <= reach; ++k) ASSERT_EQ(fast.key_before(k), general.key_before(k));
        // The moves.
        MoveList general_moves, fast_moves;
        general.legal_moves(general_moves);
        fast.legal_moves(fast_moves);
        ASSERT_EQ(antiking_sorted_bytes(fast_moves), antiking_sorted_bytes(general_moves)) << where;
        MoveList tactical, expected_tactical;
        fast.generate_tactical(tactical);
        for (const Move& m : fast_moves)
          if (m.is_capture() || m.promotion != PieceKind::None) expected_tactical.push(m);
        ASSERT_EQ(std::vector<Move>(tactical.begin(), tactical.end()),
                  std::vector<Move>(expected_tactical.begin(), expected_tactical.end()))
            << where;
        if (general_moves.empty()) break;
        for (const Move& m : general_moves) {
          promotions += m.promotion != PieceKind::None;
          castlings += m.kind == MoveKind::Castle;
          en_passants += m.kind == MoveKind::EnPassant;
          ASSERT_EQ(fast.kind_at(m.from), general.kind_at(m.from));
          ASSERT_EQ(fast.kind_at(m.to), general.kind_at(m.to));
          ASSERT_EQ(fast.attacked_by_opponent(m.to), general.attacked_by_opponent(m.to)) << where;
          ASSERT_EQ(fast.attacked_by_opponent(m.from), general.attacked_by_opponent(m.from)) << where;
          if (!m.is_capture()) continue;
          ASSERT_EQ(fast.capture_gain(m), general.capture_gain(m)) << where;
          friendly_captures += fast.capture_gain(m) < 0;
          const auto a = fast.static_exchange(m), b = general.static_exchange(m);
          ASSERT_EQ(a.has_value(), b.has_value()) << where << " " << to_uci(*rules, pos, m);
          if (a) {
            ASSERT_EQ(*a, *b) << where << " " << to_uci(*rules, pos, m);
            ++exchanges;
          }
          ASSERT_EQ(fast.key(), general.key());  // (the exchange leaves the boards as they were)
        }
        // Next: a capture half of the time when there is one, else any move.
        std::vector<Move> captures;
        for (const Move& m : general_moves)
          if (m.is_capture()) captures.push_back(m);
        const Move m = !captures.empty() && random() % 2 ? captures[random() % captures.size()]
                                                         : general_moves[random() % general_moves.size()];
        const std::string text = to_uci(*rules, pos, m);
        general.play(m);
        fast.play(m);
        rules->play(pos, m);
        ASSERT_EQ(fast.key(), general.key()) << where << " after " << text;
        // A null move now and then (the search's pass), undone at once.
        if (random() % 8 == 0 && !general.in_check()) {
          general.play_null();
          fast.play_null();
          ASSERT_EQ(fast.key(), general.key());
          ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock());
          ASSERT_EQ(fast.in_check(), general.in_check());
          ASSERT_EQ(fast.evaluate(), general.evaluate());
          general.undo();
          fast.undo();
        }
      }
      // The material-only evaluation of where the game ended, and back to its start by undo.
      AntikingSearchBoard rebuilt(*rules, pos, *material_values, fast_material);
      ASSERT_EQ(rebuilt.evaluate(), material_values->evaluate(pos));
      ASSERT_EQ(rebuilt.key(), pos.hash());
      for (int k = 0; k < plies; ++k) {
        general.undo();
        fast.undo();
        ASSERT_EQ(fast.key(), general.key());
      }
      ASSERT_EQ(fast.key(), parse_fen(*rules, start.fen).hash());
    }
  }
  // (Every feature was met along the way.)
  EXPECT_GT(positions, 5000);
  EXPECT_GT(exchanges, 500);
  EXPECT_GT(checks, 100);
  EXPECT_GT(promotions, 20);
  EXPECT_GT(castlings, 20);
  EXPECT_GT(en_passants, 5);
  EXPECT_GT(friendly_captures, 20);
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
TEST(AntikingSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  for (const AntikingFen& start : kAntikingFens) {
    const auto rules = make_variant(start.variant);
    const Position pos = parse_fen(*rules, start.fen);
    SearchResult results[2];
    for (int fast = 0; fast < 2; ++fast) {
      Engine engine;
      EngineOptions options;
      options.canonical_move_order = true;
      options.fast_boards = fast == 1;
      engine.set_options(options);
      SearchLimits limits;
      limits.depth = 6;
      results[fast] = engine.search(*rules, pos, limits);
      EXPECT_EQ(results[fast].fast_board, fast == 1) << start.fen;
    }
    // (Black to move in the last position has lost already, A17: no move on either board.)
    ASSERT_EQ(results[1].best.has_value(), results[0].best.has_value()) << start.fen;
    EXPECT_EQ(results[1].nodes, results[0].nodes) << start.fen;
    EXPECT_EQ(results[1].score, results[0].score) << start.fen;
    if (results[0].best) {
      EXPECT_EQ(to_uci(*rules, pos, *results[1].best), to_uci(*rules, pos, *results[0].best)) << start.fen;
    }
    EXPECT_EQ(results[1].pv, results[0].pv) << start.fen;
  }
}

// A game's history counts for repetitions: after 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 in Anti-King
// Chess II, Black's Ng8 brings back the start position, last seen 4 plies before (worked out by hand).
TEST(AntikingSearchBoard, GameHistoryCountsForRepetitions) {
  const auto rules = make_variant("antiking2");
  Position pos = start_position(*rules);
  for (const char* text : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}) {
    MoveList moves;
    rules->legal_moves(pos, moves);
    bool played = false;
    for (const Move& m : moves)
      if (to_uci(*rules, pos, m) == text) {
        rules->play(pos, m);
        played = true;
        break;
      }
    ASSERT_TRUE(played) << text;
  }
  const auto values = make_evaluator(*rules, EvalConfig{});
  const AntikingBitboardEvaluator fast_eval(*rules, EvalConfig{}, *antiking_board::config_for(*rules));
  GeneralSearchBoard general(*rules, pos, *values);
  AntikingSearchBoard fast(*rules, pos, *values, fast_eval);
  ASSERT_EQ(fast.moves_played(), 7u);
  for (size_t k = 1; k <= 7; ++k) EXPECT_EQ(fast.key_before(k), general.key_before(k));
  MoveList moves;
  fast.legal_moves(moves);
  for (const Move& m : moves)
    if (to_uci(*rules, pos, m) == "f6g8") fast.play(m);
  EXPECT_EQ(fast.key(), start_position(*rules).hash());
  EXPECT_EQ(fast.key_before(4), fast.key());
}

// The anti-king games search on their fast board; with a condition added, or a position the board does
// not hold (a hole on d4), on the general one.
TEST(AntikingSearchBoard, AntikingGamesSearchOnTheFastBoardAndConditionsOnTheGeneralOne) {
  SearchLimits limits;
  limits.depth = 3;
  struct Case {
    const char* variant;
    const char* fen;  // empty: the start
    bool fast;
  };
  const Case cases[] = {
      {"antiking1", "", true},
      {"antiking2", "", true},
      {"antiking2", "rnbqkbnr/1pppp1pp/p2A4/4Pp2/8/3a4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", true},
      {"antiking2+circe", "", false},
      {"antiking1+madrasi", "", false},
      {"antiking2", "rnbqkbnr/pppppppp/3A4/8/3#4/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
      {"chess", "", false},
  };
  for (const Case& c : cases) {
    const auto rules = make_variant(c.variant);
    ASSERT_TRUE(rules) << c.variant;
    const Position pos = std::string(c.fen).empty() ? start_position(*rules) : parse_fen(*rules, c.fen);
    EXPECT_EQ(AntikingSearchBoard::models(*rules, pos), c.fast) << c.variant << " " << c.fen;
    Engine engine;
    const SearchResult r = engine.search(*rules, pos, limits);
    EXPECT_TRUE(r.best) << c.variant;
    if (std::string(c.variant) != "chess") {
      EXPECT_EQ(r.fast_board, c.fast) << c.variant << " " << c.fen;
    }
  }
  // Switched off, the anti-king games too search on the general board.
  const auto antiking = make_variant("antiking1");
  Engine engine;
  EngineOptions options;
  options.fast_boards = false;
  engine.set_options(options);
  EXPECT_FALSE(engine.search(*antiking, start_position(*antiking), limits).fast_board);
}

}  // namespace
}  // namespace nightrider
