// The search's general board: any rule set, through the rules core (pseudo-legal generation, the rules'
// filter and legality hooks, play and the journal's undo). Every variant and every condition is searched
// on it; the fast boards (chess_search_board.h) take over where one models the rule set.
//
// The board interface the search (engine.cpp) is written against, shared by every search board:
//   side_to_move, key, halfmove_clock, moves_played, key_before(k)  — the position and its history;
//   royal_capture, has_obligations, rule_end                          — what kind of game it is;
//   in_check, king_attacked                                           — for the side to move;
//   legal_moves, generate, generate_tactical, play_if_legal, play,
//   play_null, undo                                                   — moves (general Move values);
//   kind_at, capture_gain, attacked_by_opponent, static_exchange     — ordering;
//   has_non_pawn_material, evaluate                                   — pruning and evaluation.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "rules/rules.h"
#include "search/takers.h"

namespace nightrider {

class GeneralSearchBoard {
 public:
  GeneralSearchBoard(const Rules& rules, const Position& root, const Evaluator& evaluator)
      : rules_(rules), eval_(evaluator), pos_(root), royal_capture_(rules.params().royal_capture) {}

  Colour side_to_move() const { return pos_.side_to_move(); }
  uint64_t key() const { return pos_.hash(); }
  int halfmove_clock() const { return pos_.halfmove_clock(); }
  size_t moves_played() const { return pos_.moves_played(); }
  uint64_t key_before(size_t k) const { return pos_.hash_before(k); }

  bool royal_capture() const { return royal_capture_; }
  bool has_obligations() const { return rules_.has_obligations(); }
  // A game the rules have ended (a captured king …), or nullopt.
  std::optional<Outcome> rule_end() const {
    if (!rules_.has_game_end_rules()) return std::nullopt;
    return rules_.rule_end(pos_);
  }

  bool in_check() const { return rules_.in_check(pos_, pos_.side_to_move()); }
  // The side to move's king stands attacked (where kings are captured, that is a threat, not check).
  bool king_attacked() const {
    const Colour side = pos_.side_to_move();
    const Square king = pos_.king(side);
    return king.is_some() && rules_.is_attacked(pos_, king, opposite(side));
  }

  void legal_moves(MoveList& moves) {
    moves.clear();
    rules_.legal_moves(pos_, moves);
  }
  // The moves to try: pseudo-legal ones (play_if_legal decides), or the full legal list where
  // obligations decide.
  void generate(MoveList& moves) {
    moves.clear();
    if (rules_.has_obligations())
      rules_.legal_moves(pos_, moves);
    else
      rules_.generate_pseudo_legal(pos_, moves);
  }
  // generate()'s captures and promotions only, in its order (quiescence at rest). A fast board makes
  // only those; here they are picked out of the pseudo-legal list.
  void generate_tactical(MoveList& moves) {
    generate(moves);
    size_t kept = 0;
    for (size_t i = 0; i < moves.size(); ++i)
      if (moves[i].is_capture() || moves[i].promotion != PieceKind::None) moves[kept++] = moves[i];
    moves.truncate(kept);
  }
  // Plays the move if it is legal; false (position unchanged) if not.
  bool play_if_legal(const Move& m) {
    if (rules_.has_obligations()) {
      rules_.play(pos_, m);
      return true;
    }
    if (!rules_.admits(pos_, m)) return false;
    const Colour mover = pos_.side_to_move();
    rules_.play(pos_, m);
    if (rules_.legal_after_play(pos_, mover)) return true;
    pos_.undo_move();
    return false;
  }
  void play(const Move& m) { rules_.play(pos_, m); }  // a legal move
  void play_null() {
    Move pass{};
    pass.kind = MoveKind::Null;
    pos_.begin_move(pass);
    pos_.end_move(true);
  }
  void undo() { pos_.undo_move(); }

  PieceKind kind_at(Square s) const { return pos_.at(s).kind(); }
  bool attacked_by_opponent(Square s) const {
    return rules_.is_attacked(pos_, s, opposite(pos_.side_to_move()));
  }

  // The material a capture wins, as far as ordering needs to know it.
  int capture_gain(const Move& m) {
    const Colour side = pos_.side_to_move();
    switch (m.kind) {
      case MoveKind::EnPassant:
        return eval_.piece_value(pos_.at(m.aux_square()).kind());
      case MoveKind::Special: {
        // Rococo's captures remove units away from the destination: play the move and count the
        // material that changed hands. A unit the move puts back counts against its removal: the
        // chameleon's swap with a swapper removes the swapper and adds it on the origin, and takes it
        // no more than a plain swap does.
        rules_.play(pos_, m);
        int gain = 0;
        for (const Effect& e : pos_.last_effects()) {
          if (!e.piece.is_unit()) continue;
          const int value = (e.piece.colour() == side ? -1 : 1) * eval_.piece_value(e.piece.kind());
          if (e.kind == EffectKind::Remove) gain += value;
          if (e.kind == EffectKind::Add) gain -= value;
        }
        pos_.undo_move();
        return gain;
      }
      default: {
        // (A unit carried off the board, Dynamo's push, is the one taken.)
        const Piece victim = pos_.at(carries_unit(m) ? m.aux_square() : m.to);
        if (!victim.is_unit()) return 0;
        return (victim.colour() == side ? -1 : 1) * eval_.piece_value(victim.kind());
      }
    }
  }

  // Static exchange evaluation of a plain capture (MoveKind::Normal): the exchange on its destination
  // played out with the rules' own legal moves, each side taking with its least valuable unit or standing
  // pat. Nullopt where it has no meaning: kings may be captured, obligations decide the moves, or a move
  // of the exchange does more than take on that square (Magnetic's fields, Rococo's captures, rebirths):
  // the caller then keeps its ordering by the victim.
  std::optional<int> static_exchange(const Move& m) {
    if (m.kind != MoveKind::Normal || royal_capture_ || rules_.has_obligations()) return std::nullopt;
    const Square target = m.to;
    const Piece victim = pos_.at(target);
    if (!victim.is_unit() || victim.colour() == pos_.side_to_move()) return std::nullopt;
    std::array<int, 32> gain{};
    gain[0] = eval_.piece_value(victim.kind());
    int played = 0;
    auto undo_all = [&] {
      for (; played > 0; --played) pos_.undo_move();
    };
    Colour mover = pos_.side_to_move();
    if (!play_if_legal(m)) return std::nullopt;
    ++played;
    if (!plain_capture_on(target, mover)) {
      undo_all();
      return std::nullopt;
    }
    int depth = 1;
    MoveList moves;
    std::array<std::pair<int, Square>, 32> takers;
    while (depth < static_cast<int>(gain.size())) {
      if (rules_.has_game_end_rules() && rules_.rule_end(pos_)) break;
      const int on_square = eval_.piece_value(pos_.at(target).kind());
      mover = pos_.side_to_move();
      // The mover's units that attack the square, least valuable first (equal values in square order);
      // the first whose capture there is legal takes.
      int count = 0;
      for (Square sq : pos_.geometry().squares()) {
        const Piece p = pos_.at(sq);
        if (!p.is_unit() || p.colour() != mover || sq == target || count == static_cast<int>(takers.size()))
          continue;
        if (rules_.attacks(pos_, sq, target))
          takers[static_cast<size_t>(count++)] = {eval_.piece_value(p.kind()), sq};
      }
      sort_takers_by_value(takers, count);
      bool took = false;
      for (int t = 0; t < count && !took; ++t) {
        moves.clear();
        rules_.generate_walk_moves(pos_, takers[static_cast<size_t>(t)].second, moves);
        for (const Move& c : moves) {
          if (c.to != target || c.kind != MoveKind::Normal || !c.is_capture()) continue;
          if (!play_if_legal(c)) break;
          ++played;
          if (!plain_capture_on(target, mover)) {
            undo_all();
            return std::nullopt;
          }
          took = true;
          break;
        }
      }
      if (!took) break;
      gain[static_cast<size_t>(depth)] = on_square - gain[static_cast<size_t>(depth - 1)];
      ++depth;
    }
    undo_all();
    // Each side may stop taking: back up the exchange.
    for (int d = depth - 1; d > 0; --d)
      gain[static_cast<size_t>(d - 1)] =
          -std::max(-gain[static_cast<size_t>(d - 1)], gain[static_cast<size_t>(d)]);
    return gain[0];
  }

  bool has_non_pawn_material(Colour side) const {
    for (Square s : pos_.geometry().squares()) {
      const Piece p = pos_.at(s);
      if (p.is_unit() && p.colour() == side && !rules_.def(p.kind()).pawn && !rules_.def(p.kind()).royal)
        return true;
    }
    return false;
  }

  int evaluate() const { return eval_.evaluate(pos_); }

 private:
  // Did the move just played only take on `target` (its own relocation, the unit removed there, rights,
  // a promotion), with the turn passing to the other side? Anything else (a displacement, a rebirth, a
  // unit taken elsewhere) makes an exchange on one square meaningless.
  bool plain_capture_on(Square target, Colour mover) const {
    if (pos_.side_to_move() == mover) return false;
    for (const Effect& e : pos_.last_effects()) {
      if (e.reason.role != ReasonRole::Move) return false;
      if (e.kind == EffectKind::Remove && e.from != target) return false;
      if (e.kind != EffectKind::Relocate && e.kind != EffectKind::Remove && e.kind != EffectKind::Right &&
          e.kind != EffectKind::Change)
        return false;
    }
    return true;
  }

  const Rules& rules_;
  const Evaluator& eval_;
  Position pos_;
  bool royal_capture_ = false;
};

}  // namespace nightrider
