// The search's fast board for Anti-King Chess I and II: the anti-king bitboard board of
// variants/antiking_fast.h (until now perft's only) with the general core's own Zobrist key kept
// alongside it, its legal move generator, the anti-king's inverted check (RULES.md A14-A17: the king
// must not stand attacked, the anti-king must), a bitboard static exchange and the anti-king evaluation
// on bitboards (eval/antiking_bitboard_eval.h). Moves come and go as general Move values, exactly as
// the rules core generates them, so the search, its table and its results do not know which board
// they ran on. The interface is GeneralSearchBoard's (general_search_board.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "eval/antiking_bitboard_eval.h"
#include "eval/evaluator.h"
#include "rules/rules.h"
#include "search/eval_cache.h"
#include "search/key_history.h"
#include "variants/antiking_fast.h"

namespace nightrider {

class AntikingSearchBoard {
 public:
  // Does this board model the rule set and the position exactly? Anti-King Chess I or II with nothing
  // added since the variant was made (its fast perft still stands), and a position the bitboard board
  // holds (one king and one anti-king a side, no unit attributes, holes, underworld or rule state) whose
  // key it reproduces.
  static bool models(const Rules& rules, const Position& root);

  // `root` must be one that models() accepts. `values`: piece values for ordering and the exchange.
  AntikingSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                      const AntikingBitboardEvaluator& evaluator);

  Colour side_to_move() const { return board_.side == 0 ? Colour::White : Colour::Black; }
  uint64_t key() const { return history_.key(); }
  int halfmove_clock() const { return halfmove_; }
  size_t moves_played() const { return history_.moves_played(); }
  uint64_t key_before(size_t k) const { return history_.key_before(k); }

  static constexpr bool royal_capture() { return false; }
  static constexpr bool has_obligations() { return false; }
  static std::optional<Outcome> rule_end() { return std::nullopt; }

  // "In check": the king attacked, or the anti-king not attacked (A17).
  bool in_check() const;
  bool king_attacked() const;

  void legal_moves(MoveList& moves);
  void generate(MoveList& moves) { legal_moves(moves); }
  // The legal captures (the anti-king's of its own units too) and promotions, in legal_moves() order.
  void generate_tactical(MoveList& moves);
  bool play_if_legal(const Move& m) {  // (every generated move is legal)
    play(m);
    return true;
  }
  void play(const Move& m);
  void play_null();
  void undo();

  PieceKind kind_at(Square s) const;
  bool attacked_by_opponent(Square s) const;
  int capture_gain(const Move& m) const;
  std::optional<int> static_exchange(const Move& m);
  bool has_non_pawn_material(Colour side) const;
  // (A position met again takes its evaluation from the cache, search/eval_cache.h.)
  int evaluate() {
    return eval_cache_.value(history_.key(), [this] { return evaluator_.evaluate(board_); });
  }

  const antiking_board::Board& bitboard() const { return board_; }

 private:
  struct Undo {
    antiking_board::Board board;  // (the board is small: copying it back is the undo)
    int halfmove;
    uint64_t en_passant_key;
  };

  Move general_move(const antiking_board::FastMove& f) const;
  antiking_board::FastMove fast_move(const Move& m) const;
  // The unit of `side` that takes on `target` next in an exchange: the least valuable with a legal
  // capture there (equal values: the lower square; a pawn promotes to the first promotion kind), as
  // GeneralSearchBoard::static_exchange finds it; false when there is none.
  bool next_exchange_capture(int target, int side, antiking_board::FastMove& capture) const;

  antiking_board::Config config_;
  antiking_board::Board board_;
  EvalCache eval_cache_;
  const Evaluator& values_;
  std::array<int, antiking_board::kTypeCount> type_values_;  // values_ by board type
  std::array<PieceKind, antiking_board::kTypeCount> kinds_;  // the general kind of each board type
  const AntikingBitboardEvaluator& evaluator_;
  KeyHistory history_;
  std::vector<Undo> undos_;
  uint64_t en_passant_key_ = 0;  // the en passant square's part of the key (0 when the core sets none)
  int halfmove_ = 0;
};

}  // namespace nightrider
