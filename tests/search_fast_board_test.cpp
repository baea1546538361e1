// The search on chess's fast board (search/chess_search_board.h) against the search on the general
// board: along random games both boards give the same legal moves (as general Move values), the same
// key (the general core's Zobrist hash), check, evaluation, capture gains and static exchanges; with the
// moves of every node in one canonical order both searches walk the same tree (same nodes, score, best
// move and principal variation); conditions and the other variants keep the general board.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "eval/chess_bitboard_eval.h"
#include "eval/evaluator.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/chess_search_board.h"
#include "search/engine.h"
#include "search/general_search_board.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

// Positions with castling, en passant, promotions and pins (the perft suite's well-known positions).
const char* const kFastBoardFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
};

uint64_t move_bytes(const Move& m) {
  uint64_t b;
  std::memcpy(&b, &m, sizeof b);
  return b;
}

std::vector<uint64_t> sorted_bytes(const MoveList& moves) {
  std::vector<uint64_t> out;
  for (const Move& m : moves) out.push_back(move_bytes(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Walks random games from each position on both boards at once (captures preferred, so that exchanges
// and promotions come up), comparing everything the search asks of a board at every position.
TEST(FastSearchBoard, AgreesWithTheGeneralBoardAlongRandomGames) {
  const auto rules = make_variant("chess");
  const auto values = make_evaluator(*rules, EvalConfig{});
  EvalConfig material;
  material.material_only = true;
  const auto material_values = make_evaluator(*rules, material);
  const ChessBitboardEvaluator fast_eval(*rules, EvalConfig{});
  const ChessBitboardEvaluator fast_material(*rules, material);
  std::mt19937 random(27);
  int positions = 0, exchanges = 0;
  size_t tactical_moves = 0;
  for (const char* fen : kFastBoardFens) {
    for (int game = 0; game < 12; ++game) {
      Position pos = parse_fen(*rules, fen);
      ASSERT_TRUE(ChessSearchBoard::models(*rules, pos)) << fen;
      GeneralSearchBoard general(*rules, pos, *values);
      ChessSearchBoard fast(*rules, pos, *values, fast_eval);
      int plies = 0;
      for (; plies < 120; ++plies) {
        ++positions;
        // The position itself.
        ASSERT_EQ(fast.key(), general.key()) << fen << " ply " << plies;
        ASSERT_EQ(fast.side_to_move(), general.side_to_move());
        ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock());
        ASSERT_EQ(fast.in_check(), general.in_check());
        ASSERT_EQ(fast.evaluate(), general.evaluate()) << fen << " ply " << plies;
        for (const Colour c : {Colour::White, Colour::Black})
          ASSERT_EQ(fast.has_non_pawn_material(c), general.has_non_pawn_material(c));
        // Repetition history: the keys the search compares.
        const size_t reach =
            std::min<size_t>(general.moves_played(), static_cast<size_t>(general.halfmove_clock()));
        ASSERT_LE(reach, fast.moves_played());
        for (size_t k = 1; k <= reach; ++k) {
          ASSERT_EQ(fast.key_before(k), general.key_before(k));
        }
        // The moves.
        MoveList general_moves, fast_moves;
        general.legal_moves(general_moves);
        fast.legal_moves(fast_moves);
        ASSERT_EQ(sorted_bytes(fast_moves), sorted_bytes(general_moves)) << fen << " ply " << plies;
        // Quiescence's moves: the fast board's legal captures and promotions, in its legal order.
        MoveList tactical, expected_tactical;
        fast.generate_tactical(tactical);
        for (const Move& m : fast_moves)
          if (m.is_capture() || m.promotion != PieceKind::None) expected_tactical.push(m);
        ASSERT_EQ(std::vector<Move>(tactical.begin(), tactical.end()),
                  std::vector<Move>(expected_tactical.begin(), expected_tactical.end()))
            << fen << " ply " << plies;
        tactical_moves += tactical.size();
        if (general_moves.empty()) break;
        for (const Move& m : general_moves) {
          ASSERT_EQ(fast.kind_at(m.from), general.kind_at(m.from));
          ASSERT_EQ(fast.attacked_by_opponent(m.to), general.attacked_by_opponent(m.to));
          if (!m.is_capture()) continue;
          ASSERT_EQ(fast.capture_gain(m), general.capture_gain(m));
          const auto a = fast.static_exchange(m), b = general.static_exchange(m);
          ASSERT_EQ(a.has_value(), b.has_value());
          if (a) {
            ASSERT_EQ(*a, *b) << fen << " ply " << plies << " " << to_uci(*rules, pos, m);
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
        ASSERT_EQ(fast.key(), general.key()) << fen << " ply " << plies << " after " << text;
        // A null move now and then (the search's pass), undone at once.
        if (random() % 8 == 0 && !general.in_check()) {
          general.play_null();
          fast.play_null();
          ASSERT_EQ(fast.key(), general.key());
          ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock());
          general.undo();
          fast.undo();
        }
      }
      // The material-only evaluation of where the game ended, and back to its start by undo.
      ChessSearchBoard rebuilt(*rules, pos, *material_values, fast_material);
      ASSERT_EQ(rebuilt.evaluate(), material_values->evaluate(pos));
      ASSERT_EQ(rebuilt.key(), pos.hash());
      for (int k = 0; k < plies; ++k) {
        general.undo();
        fast.undo();
        ASSERT_EQ(fast.key(), general.key());
      }
      ASSERT_EQ(fast.key(), parse_fen(*rules, fen).hash());
    }
  }
  EXPECT_GT(positions, 5000);
  EXPECT_GT(exchanges, 500);  // (the exchange was compared where it has a value)
  EXPECT_GT(tactical_moves, size_t{5000});
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
TEST(FastSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  const auto rules = make_variant("chess");
  for (const char* fen : kFastBoardFens) {
    const Position pos = parse_fen(*rules, fen);
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
      EXPECT_EQ(results[fast].fast_board, fast == 1) << fen;
    }
    ASSERT_TRUE(results[0].best) << fen;
    ASSERT_TRUE(results[1].best) << fen;
    EXPECT_EQ(results[1].nodes, results[0].nodes) << fen;
    EXPECT_EQ(results[1].score, results[0].score) << fen;
    EXPECT_EQ(to_uci(*rules, pos, *results[1].best), to_uci(*rules, pos, *results[0].best)) << fen;
    EXPECT_EQ(results[1].pv, results[0].pv) << fen;
  }
}

// A game's history counts for repetitions on the fast board as on the general one: after 1.Nf3 Nf6
// 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1, Black's Ng8 brings back the start position, last seen 4 plies before
// (worked out by hand), which the search scores as a draw.
TEST(FastSearchBoard, GameHistoryCountsForRepetitions) {
  const auto rules = make_variant("chess");
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
  const ChessBitboardEvaluator fast_eval(*rules, EvalConfig{});
  GeneralSearchBoard general(*rules, pos, *values);
  ChessSearchBoard fast(*rules, pos, *values, fast_eval);
  ASSERT_EQ(fast.moves_played(), 7u);
  for (size_t k = 1; k <= 7; ++k) EXPECT_EQ(fast.key_before(k), general.key_before(k));
  // f6g8 brings back the start position (4 plies after it was last seen): a draw at that node.
  MoveList moves;
  fast.legal_moves(moves);
  for (const Move& m : moves)
    if (to_uci(*rules, pos, m) == "f6g8") fast.play(m);
  EXPECT_EQ(fast.key(), start_position(*rules).hash());
  EXPECT_EQ(fast.key_before(4), fast.key());
}

TEST(FastSearchBoard, ChessSearchesOnTheFastBoardAndConditionsOnTheGeneralOne) {
  SearchLimits limits;
  limits.depth = 3;
  struct Case {
    const char* variant;
    const char* fen;  // empty: the start
    bool fast;
  };
  const Case cases[] = {
      {"chess", "", true},
      {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", true},
      {"chess+circe", "", false},
      {"chess+madrasi", "", false},
      {"chess+andernach", "", false},
      {"magnetic", "", false},
      {"rococo", "", false},
  };
  for (const Case& c : cases) {
    const auto rules = make_variant(c.variant);
    ASSERT_TRUE(rules) << c.variant;
    const Position pos = std::string(c.fen).empty() ? start_position(*rules) : parse_fen(*rules, c.fen);
    EXPECT_EQ(ChessSearchBoard::models(*rules, pos), c.fast) << c.variant;
    Engine engine;
    const SearchResult r = engine.search(*rules, pos, limits);
    EXPECT_TRUE(r.best) << c.variant;
    EXPECT_EQ(r.fast_board, c.fast) << c.variant;
  }
  // Switched off, chess too searches on the general board.
  const auto chess = make_variant("chess");
  Engine engine;
  EngineOptions options;
  options.fast_boards = false;
  engine.set_options(options);
  EXPECT_FALSE(engine.search(*chess, start_position(*chess), limits).fast_board);
}

// A position the bitboard board does not model goes to the general board: a right on a square where
// castling keeps none (the FEN's lone rights list), a unit with an attribute.
TEST(FastSearchBoard, PositionsTheBitboardsDoNotModelStayGeneral) {
  const auto chess = make_variant("chess");
  EXPECT_TRUE(ChessSearchBoard::models(*chess, parse_fen(*chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")));
  EXPECT_FALSE(ChessSearchBoard::models(*chess, parse_fen(*chess, "4k3/8/8/8/8/8/8/1R2K2R w K[b1] - 0 1")));
}

}  // namespace
}  // namespace nightrider
