// The search's fast board for orthodox chess: the bitboard board of variants/chess_bitboard.h with the
// general core's own Zobrist key kept alongside it (so the table, the repetition history and the moves
// are the general board's), its legal move generator, a bitboard static exchange and the chess
// evaluation on bitboards (eval/chess_bitboard_eval.h). Moves come and go as general Move values,
// exactly as the rules core generates them, so the search, its table and its results do not know which
// board they ran on. The interface is GeneralSearchBoard's (general_search_board.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "eval/chess_bitboard_eval.h"
#include "eval/evaluator.h"
#include "rules/rules.h"
#include "search/eval_cache.h"
#include "search/key_history.h"
#include "variants/chess_bitboard.h"

namespace nightrider {

class ChessSearchBoard {
 public:
  // Does this board model the rule set and the position exactly? Orthodox chess with nothing added (no
  // condition, piece or parameter changed since the variant was made), and a position without unit
  // attributes, holes, underworld or rule state, with rights only on e1/e8 under their king and on the
  // corners under their rook, that the bitboard board accepts and whose key it reproduces.
  static bool models(const Rules& rules, const Position& root);

  // `root` must be one that models() accepts. `values`: piece values for ordering and the exchange.
  ChessSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                   const ChessBitboardEvaluator& evaluator);

  Colour side_to_move() const { return board_.white_to_move() ? Colour::White : Colour::Black; }
  uint64_t key() const { return history_.key(); }
  int halfmove_clock() const { return halfmove_; }
  size_t moves_played() const { return history_.moves_played(); }
  uint64_t key_before(size_t k) const { return history_.key_before(k); }

  static constexpr bool royal_capture() { return false; }
  static constexpr bool has_obligations() { return false; }
  static std::optional<Outcome> rule_end() { return std::nullopt; }

  bool in_check() const { return board_.in_check(); }
  bool king_attacked() const { return board_.in_check(); }

  void legal_moves(MoveList& moves);
  void generate(MoveList& moves) { legal_moves(moves); }
  // The legal captures and promotions only, in legal_moves() order (quiescence at rest).
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

  const bitboard::Board& bitboard() const { return board_; }
  // The general move of a bitboard move in this position, and back.
  static Move general_move(const bitboard::FastMove& f);
  static bitboard::FastMove fast_move(const Move& m);

 private:
  struct Undo {
    uint64_t rights;
    uint64_t en_passant_key;
    int halfmove;
    bool pass;
  };

  // The unit of `side` (0 White, 1 Black) that takes on `target` next in an exchange: the least valuable
  // with a legal capture there (equal values: the lower square; a pawn promotes to a queen), as the legal
  // list would give it, found from the attack sets without generating moves; false when there is none.
  bool next_exchange_capture(int target, int side, bitboard::FastMove& capture);

  bitboard::Board board_;
  EvalCache eval_cache_;
  const Evaluator& values_;
  std::array<int, 6> kind_values_;  // values_ of pawn .. king, by orthodox type
  const ChessBitboardEvaluator& evaluator_;
  KeyHistory history_;
  std::vector<Undo> undos_;
  uint64_t rights_ = 0;          // squares with a right (the general core's rights, bitboard numbering)
  uint64_t en_passant_key_ = 0;  // the en passant square's part of the key (0 when the core sets none)
  int halfmove_ = 0;
};

}  // namespace nightrider
