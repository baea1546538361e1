// The search's fast board for Magnetic and Anti-Magnetic Chess: the magnetic bitboard board of
// variants/magnetic_bitboard.h (until now perft's only) with the general core's own Zobrist key and
// castling rights kept alongside it, its move generator (no check: every move is legal, RULES.md A1-A6),
// the field's pulls and pushes and the promotions they cause (one move per promotion kind, the field's
// choice bits as the rules core sets them), the king-capture game end and the magnetic evaluation on
// bitboards (eval/magnetic_bitboard_eval.h). Moves come and go as general Move values, exactly as the
// rules core generates them, so the search, its table and its results do not know which board they ran
// on. The interface is GeneralSearchBoard's (general_search_board.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "eval/magnetic_bitboard_eval.h"
#include "rules/rules.h"
#include "search/eval_cache.h"
#include "search/key_history.h"
#include "variants/magnetic_bitboard.h"

namespace nightrider {

class MagneticSearchBoard {
 public:
  // Does this board model the rule set and the position exactly? Magnetic or Anti-Magnetic Chess with
  // nothing added since the variant was made (its fast perft still stands), and a position of the
  // orthodox army without unit attributes, holes, underworld, en passant or rule state, one king a
  // side, no pawn on its last rank, rights only on e1/e8 under their king and on the corners under
  // their rook, whose key the board reproduces.
  static bool models(const Rules& rules, const Position& root);

  // `root` must be one that models() accepts. `values`: piece values for ordering.
  MagneticSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                      const MagneticBitboardEvaluator& evaluator);

  Colour side_to_move() const { return board_.white_to_move() ? Colour::White : Colour::Black; }
  uint64_t key() const { return history_.key(); }
  int halfmove_clock() const { return halfmove_; }
  size_t moves_played() const { return history_.moves_played(); }
  uint64_t key_before(size_t k) const { return history_.key_before(k); }

  // Kings are captured (A6): there is no check, a king may stand attacked.
  static constexpr bool royal_capture() { return true; }
  static constexpr bool has_obligations() { return false; }
  // The game is over when a king has been taken.
  std::optional<Outcome> rule_end() const;

  static constexpr bool in_check() { return false; }
  bool king_attacked() const;

  // Every move (none once a king is taken); a move whose field carries a pawn onto its promotion rank
  // once per promotion kind: the first in its place, the others at the end (as the rules core lists
  // them).
  void legal_moves(MoveList& moves);
  void generate(MoveList& moves) { legal_moves(moves); }
  // The captures and the mover's own promotions, in legal_moves() order.
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
  // No exchange where kings are captured (as GeneralSearchBoard::static_exchange).
  static std::optional<int> static_exchange(const Move&) { return std::nullopt; }
  bool has_non_pawn_material(Colour side) const;
  // (A position met again takes its evaluation from the cache, search/eval_cache.h.)
  int evaluate() {
    return eval_cache_.value(history_.key(), [this] { return evaluator_.evaluate(board_); });
  }

  const magnetic_bitboard::Board& bitboard() const { return board_; }

 private:
  struct Undo {
    magnetic_bitboard::Board board;  // (the board is small: copying it back is the undo)
    uint64_t rights;
    int halfmove;
  };

  Move general_move(const magnetic_bitboard::Board::Move& f) const;
  // Appends the general moves of the board's moves: all of them, or only captures and promotions.
  void list_moves(MoveList& moves, bool tactical_only);

  magnetic_bitboard::Board board_;
  const Evaluator& values_;
  std::array<int, 6> kind_values_;  // values_ of pawn .. king, by orthodox type
  const MagneticBitboardEvaluator& evaluator_;
  KeyHistory history_;
  EvalCache eval_cache_;
  std::vector<Undo> undos_;
  uint64_t rights_ = 0;  // squares with a right (the general core's rights, bitboard numbering)
  int halfmove_ = 0;
};

}  // namespace nightrider
