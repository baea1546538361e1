// The search's fast board for Rococo: the compact Rococo board of variants/rococo_board.h (until now
// fast perft's only) with the general core's own Zobrist key (the swap-back ban's move marker included)
// kept alongside it, its move generator and check test (every capture of the game: withdrawal,
// approach, long leaps, cannon hops, the chameleon's imitations, swaps and mutual destruction, the
// immobilizer's freezing and the frozen units' suicide), and the Rococo evaluation on the byte board
// (eval/rococo_board_eval.h). Moves come and go as general Move values, exactly as the rules core
// generates them, so the search, its table and its results do not know which board they ran on. The
// interface is GeneralSearchBoard's (general_search_board.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "eval/rococo_board_eval.h"
#include "rules/rules.h"
#include "search/eval_cache.h"
#include "search/key_history.h"
#include "variants/rococo_board.h"

namespace nightrider {

class RococoSearchBoard {
 public:
  // Does this board model the rule set and the position exactly? Rococo with nothing added since the
  // variant was made (its fast perft still stands), and a position of Rococo's units without
  // attributes, holes or underworld, one king a side, whose key the board reproduces (no rights, no
  // en passant, no rule state beyond the swap just played).
  static bool models(const Rules& rules, const Position& root);

  // `root` must be one that models() accepts. `values`: piece values for ordering and exchanges.
  RococoSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                    const RococoBoardEvaluator& evaluator);

  Colour side_to_move() const { return board_.side ? Colour::Black : Colour::White; }
  uint64_t key() const { return history_.key(); }
  int halfmove_clock() const { return halfmove_; }
  size_t moves_played() const { return history_.moves_played(); }
  uint64_t key_before(size_t k) const { return history_.key_before(k); }

  // Checkmate as in chess: kings are never taken, no rule ends the game on the board.
  static constexpr bool royal_capture() { return false; }
  static constexpr bool has_obligations() { return false; }
  static std::optional<Outcome> rule_end() { return std::nullopt; }

  bool in_check() const {
    if (checked_ < 0)
      checked_ =
          rococo_board::attacked(board_, board_.kings[board_.side >> 3], board_.side ^ rococo_board::kBlack);
    return checked_ != 0;
  }
  bool king_attacked() const { return in_check(); }

  // The legal moves, in the board's generation order.
  void legal_moves(MoveList& moves);
  // The moves to try: every generated move (play_if_legal decides).
  void generate(MoveList& moves);
  // The legal captures, in legal_moves() order (Rococo has no promotion).
  void generate_tactical(MoveList& moves);
  bool play_if_legal(const Move& m);
  void play(const Move& m);
  void play_null();
  void undo();

  PieceKind kind_at(Square s) const;
  bool attacked_by_opponent(Square s) const;
  int capture_gain(const Move& m) const;
  // The exchange on the destination of a plain capture (a king's, a cannon pawn's or a chameleon's
  // hop), played out as GeneralSearchBoard::static_exchange does: each side takes there with its least
  // valuable unit whose legal capture is a plain one, or stands pat.
  std::optional<int> static_exchange(const Move& m);
  bool has_non_pawn_material(Colour side) const;
  // (A position met again takes its evaluation from the cache, search/eval_cache.h.)
  int evaluate() {
    return eval_cache_.value(history_.key(), [this] { return evaluator_.evaluate(board_); });
  }

  const rococo_board::Board& board() const { return board_; }

 private:
  struct Undo {
    rococo_board::Board board;  // (150 bytes: copying it back is the undo)
    int halfmove;
    int8_t checked;
  };

  Move general_move(const rococo_board::FastMove& f) const;
  rococo_board::FastMove fast_move(const Move& m) const;
  // Plays `f` (general move `m`) and keeps it if it leaves the mover's king safe; only the king's lines
  // the move can change are looked at when the king was not in check (rococo_board.h's lines_to_test).
  bool play_if_safe(const Move& m, const rococo_board::FastMove& f);
  void play_fast(const Move& m, const rococo_board::FastMove& f);  // `f` is `m` on the board
  // Appends the legal ones among `fast`'s moves (captures only if asked).
  void list_legal(MoveList& moves, bool captures_only);
  int value_of(uint8_t unit) const { return kind_values_[rococo_board::kind(unit)]; }

  rococo_board::Board board_;
  std::array<int, 8> kind_values_{};  // values_ of the board's kinds, for ordering and exchanges
  const RococoBoardEvaluator& evaluator_;
  KeyHistory history_;
  EvalCache eval_cache_;
  std::vector<Undo> undos_;
  int halfmove_ = 0;
  mutable int8_t checked_ = -1;  // the side to move in check: 1 or 0, -1 not known yet
};

}  // namespace nightrider
