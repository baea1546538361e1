// The checks every fast search board (search/*_search_board.h) passes against the general board
// (search/general_search_board.h), whichever rule set it models:
//  - walk_random_games_on_both_boards: along random games both boards give the same legal moves (as
//    general Move values), key (the general core's Zobrist hash), repetition history, check, king
//    threats, game end, evaluation, capture gains and static exchanges, and come back by undo;
//  - expect_same_search_trees: with the moves of every node in one canonical order both searches walk
//    the same tree (same nodes, score, best move and principal variation);
//  - expect_game_history_counts: a game's earlier positions count for repetitions;
//  - expect_board_choice: which board the engine searches on.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/engine.h"
#include "search/general_search_board.h"
#include "variants/variants.h"

namespace nightrider::testing {

// What the random games met (so that a test can ask that every feature came up).
struct FastBoardWalk {
  int positions = 0;
  int exchanges = 0;     // static exchanges with a value
  int checks = 0;        // positions with the side to move in check
  int king_threats = 0;  // positions with the side to move's king attacked
  int promotions = 0;    // moves with the mover's own promotion
  int chosen_moves = 0;  // moves with a choice after the primary action (Magnetic's field promotions)
  int castlings = 0;
  int en_passants = 0;
  int negative_gains = 0;     // captures that lose the unit taken (the anti-king's of its own units)
  int game_ends = 0;          // games the rules ended (a king taken)
  size_t tactical_moves = 0;  // moves of generate_tactical
};

inline uint64_t fast_board_move_bytes(const Move& m) {
  uint64_t b;
  std::memcpy(&b, &m, sizeof b);
  return b;
}

inline std::vector<uint64_t> fast_board_sorted_bytes(const MoveList& moves) {
  std::vector<uint64_t> out;
  for (const Move& m : moves) out.push_back(fast_board_move_bytes(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Walks `games` random games of at most `max_plies` plies from `fen` on both boards at once (captures
// preferred half of the time, so that exchanges and promotions come up), comparing everything the
// search asks of a board at every position. `make_fast(position, values, material_only)` makes the fast
// board with the evaluation of the general evaluator made with that EvalConfig.
template <class MakeFast>
void walk_random_games_on_both_boards(const Rules& rules, const std::string& fen, int games, int max_plies,
                                      std::mt19937& random, const MakeFast& make_fast, FastBoardWalk& walk) {
  const auto values = make_evaluator(rules, EvalConfig{});
  EvalConfig material;
  material.material_only = true;
  const auto material_values = make_evaluator(rules, material);
  for (int game = 0; game < games; ++game) {
    Position pos = parse_fen(rules, fen);
    GeneralSearchBoard general(rules, pos, *values);
    auto fast = make_fast(pos, *values, false);
    int plies = 0;
    for (; plies < max_plies; ++plies) {
      ++walk.positions;
      const std::string where = fen + " ply " + std::to_string(plies) + ": " + to_fen(rules, pos);
      // The position itself.
      ASSERT_EQ(fast.key(), general.key()) << where;
      ASSERT_EQ(fast.side_to_move(), general.side_to_move()) << where;
      ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock()) << where;
      ASSERT_EQ(fast.in_check(), general.in_check()) << where;
      ASSERT_EQ(fast.king_attacked(), general.king_attacked()) << where;
      walk.checks += fast.in_check();
      walk.king_threats += fast.king_attacked();
      const auto fast_end = fast.rule_end(), general_end = general.rule_end();
      ASSERT_EQ(fast_end.has_value(), general_end.has_value()) << where;
      if (general_end) {
        ASSERT_EQ(fast_end->result, general_end->result) << where;
      }
      ASSERT_EQ(fast.evaluate(), general.evaluate()) << where;
      for (const Colour c : {Colour::White, Colour::Black})
        ASSERT_EQ(fast.has_non_pawn_material(c), general.has_non_pawn_material(c)) << where;
      // Repetition history: the keys the search compares.
      const size_t reach =
          std::min<size_t>(general.moves_played(), static_cast<size_t>(general.halfmove_clock()));
      ASSERT_LE(reach, fast.moves_played());
      for (size_t k = 1; k <= reach; ++k) ASSERT_EQ(fast.key_before(k), general.key_before(k)) << where;
      // The moves.
      MoveList general_moves, fast_moves;
      general.legal_moves(general_moves);
      fast.legal_moves(fast_moves);
      ASSERT_EQ(fast_board_sorted_bytes(fast_moves), fast_board_sorted_bytes(general_moves)) << where;
      // Quiescence's moves: the fast board's legal captures and promotions, in its legal order.
      MoveList tactical, expected_tactical;
      fast.generate_tactical(tactical);
      for (const Move& m : fast_moves)
        if (m.is_capture() || m.promotion != PieceKind::None) expected_tactical.push(m);
      ASSERT_EQ(std::vector<Move>(tactical.begin(), tactical.end()),
                std::vector<Move>(expected_tactical.begin(), expected_tactical.end()))
          << where;
      walk.tactical_moves += tactical.size();
      if (general_end) ++walk.game_ends;
      if (general_moves.empty()) break;
      for (const Move& m : general_moves) {
        walk.promotions += m.promotion != PieceKind::None;
        walk.chosen_moves += m.choices() != 0;
        walk.castlings += m.kind == MoveKind::Castle;
        walk.en_passants += m.kind == MoveKind::EnPassant;
        ASSERT_EQ(fast.kind_at(m.from), general.kind_at(m.from)) << where;
        ASSERT_EQ(fast.kind_at(m.to), general.kind_at(m.to)) << where;
        ASSERT_EQ(fast.attacked_by_opponent(m.to), general.attacked_by_opponent(m.to)) << where;
        ASSERT_EQ(fast.attacked_by_opponent(m.from), general.attacked_by_opponent(m.from)) << where;
        if (!m.is_capture()) continue;
        ASSERT_EQ(fast.capture_gain(m), general.capture_gain(m)) << where << " " << to_uci(rules, pos, m);
        walk.negative_gains += fast.capture_gain(m) < 0;
        const auto a = fast.static_exchange(m), b = general.static_exchange(m);
        ASSERT_EQ(a.has_value(), b.has_value()) << where << " " << to_uci(rules, pos, m);
        if (a) {
          ASSERT_EQ(*a, *b) << where << " " << to_uci(rules, pos, m);
          ++walk.exchanges;
        }
        ASSERT_EQ(fast.key(), general.key());  // (the exchange leaves the boards as they were)
      }
      // Next: a capture half of the time when there is one, else any move.
      std::vector<Move> captures;
      for (const Move& m : general_moves)
        if (m.is_capture()) captures.push_back(m);
      const Move m = !captures.empty() && random() % 2 ? captures[random() % captures.size()]
                                                       : general_moves[random() % general_moves.size()];
      const std::string text = to_uci(rules, pos, m);
      general.play(m);
      fast.play(m);
      rules.play(pos, m);
      ASSERT_EQ(fast.key(), general.key()) << where << " after " << text;
      // A null move now and then (the search's pass), undone at once.
      if (random() % 8 == 0 && !general.in_check() && !general.rule_end()) {
        general.play_null();
        fast.play_null();
        ASSERT_EQ(fast.key(), general.key()) << where << " after " << text << " and a pass";
        ASSERT_EQ(fast.halfmove_clock(), general.halfmove_clock());
        ASSERT_EQ(fast.in_check(), general.in_check());
        ASSERT_EQ(fast.king_attacked(), general.king_attacked());
        ASSERT_EQ(fast.evaluate(), general.evaluate()) << where << " after " << text << " and a pass";
        general.undo();
        fast.undo();
      }
    }
    // The material-only evaluation of where the game ended, and back to its start by undo.
    auto rebuilt = make_fast(pos, *material_values, true);
    ASSERT_EQ(rebuilt.evaluate(), material_values->evaluate(pos)) << to_fen(rules, pos);
    ASSERT_EQ(rebuilt.key(), pos.hash());
    for (int k = 0; k < plies; ++k) {
      general.undo();
      fast.undo();
      ASSERT_EQ(fast.key(), general.key());
    }
    ASSERT_EQ(fast.key(), parse_fen(rules, fen).hash());
  }
}

// Same moves at every node (canonical order) make the same tree on both boards, searched to `depth`:
// the boards differ only in speed.
inline void expect_same_search_trees(const Rules& rules, const std::string& fen, int depth) {
  const Position pos = parse_fen(rules, fen);
  SearchResult results[2];
  for (int fast = 0; fast < 2; ++fast) {
    Engine engine;
    EngineOptions options;
    options.canonical_move_order = true;
    options.fast_boards = fast == 1;
    engine.set_options(options);
    SearchLimits limits;
    limits.depth = depth;
    results[fast] = engine.search(rules, pos, limits);
    EXPECT_EQ(results[fast].fast_board, fast == 1) << fen;
  }
  ASSERT_EQ(results[1].best.has_value(), results[0].best.has_value()) << fen;
  EXPECT_EQ(results[1].nodes, results[0].nodes) << fen;
  EXPECT_EQ(results[1].score, results[0].score) << fen;
  if (results[0].best) {
    EXPECT_EQ(to_uci(rules, pos, *results[1].best), to_uci(rules, pos, *results[0].best)) << fen;
  }
  EXPECT_EQ(results[1].pv, results[0].pv) << fen;
}

// A game's history counts for repetitions on the fast board as on the general one: from `fen`, the
// seven `moves` and then `last` bring back the position of `fen`, last seen 4 plies before (as 1.Nf3 Nf6
// 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 from chess's start). `make_fast(position, values)` makes the fast board.
template <class MakeFast>
void expect_game_history_counts(const Rules& rules, const std::string& fen,
                                const std::vector<std::string>& moves, const std::string& last,
                                const MakeFast& make_fast) {
  Position pos = parse_fen(rules, fen);
  auto play_text = [&rules](Position& p, const std::string& text) {
    MoveList legal;
    rules.legal_moves(p, legal);
    for (const Move& m : legal)
      if (to_uci(rules, p, m) == text) {
        rules.play(p, m);
        return true;
      }
    return false;
  };
  for (const std::string& text : moves) ASSERT_TRUE(play_text(pos, text)) << text;
  const auto values = make_evaluator(rules, EvalConfig{});
  GeneralSearchBoard general(rules, pos, *values);
  auto fast = make_fast(pos, *values);
  ASSERT_EQ(fast.moves_played(), moves.size());
  for (size_t k = 1; k <= moves.size(); ++k) EXPECT_EQ(fast.key_before(k), general.key_before(k));
  MoveList legal;
  fast.legal_moves(legal);
  bool played = false;
  for (const Move& m : legal)
    if (to_uci(rules, pos, m) == last) {
      fast.play(m);
      played = true;
    }
  ASSERT_TRUE(played) << last;
  EXPECT_EQ(fast.key(), parse_fen(rules, fen).hash());
  EXPECT_EQ(fast.key_before(4), fast.key());
}

// One rule set and position, whether the fast board under test models it, and whether the engine
// searches it on a fast board (this one or another).
struct BoardChoice {
  const char* variant;
  const char* fen;  // empty: the start
  bool modelled;
  bool engine_fast;
};

// Each case's models() answer and the board the engine chose; then `switched_off_variant`'s start, with
// the engine's fast boards switched off, searches on the general board.
template <class FastBoard>
void expect_board_choice(const std::vector<BoardChoice>& cases, const char* switched_off_variant) {
  SearchLimits limits;
  limits.depth = 3;
  for (const BoardChoice& c : cases) {
    const auto rules = make_variant(c.variant);
    ASSERT_TRUE(rules) << c.variant;
    const Position pos = std::string(c.fen).empty() ? start_position(*rules) : parse_fen(*rules, c.fen);
    EXPECT_EQ(FastBoard::models(*rules, pos), c.modelled) << c.variant << " " << c.fen;
    Engine engine;
    const SearchResult r = engine.search(*rules, pos, limits);
    EXPECT_TRUE(r.best) << c.variant << " " << c.fen;
    EXPECT_EQ(r.fast_board, c.engine_fast) << c.variant << " " << c.fen;
  }
  const auto rules = make_variant(switched_off_variant);
  Engine engine;
  EngineOptions options;
  options.fast_boards = false;
  engine.set_options(options);
  EXPECT_FALSE(engine.search(*rules, start_position(*rules), limits).fast_board);
}

}  // namespace nightrider::testing
