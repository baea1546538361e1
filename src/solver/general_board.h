// The solver's view of a position under any rule set (fairy pieces, conditions): the general path of
// the rules core behind the small interface the solver searches with (see solver_search.h).
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "core/unit_followed.h"
#include "rules/rules.h"
#include "solver/mate_bound.h"
#include "solver/popeye_language.h"
#include "solver/popeye_move_order.h"
#include "solver/problem.h"

namespace nightrider::solver {

// GeneralBoard::popeye_places's memory between the lines of one sort: the moves of the last line
// replayed, the positions before each of them, and Popeye's order of the legal moves there (per
// generator: normal, mating), each computed when first asked.
struct PopeyePlacesCache {
  std::vector<Move> played;
  std::vector<Position> positions;
  std::vector<std::array<std::optional<std::optional<std::vector<Move>>>, 2>> orders;
};

// (No quick mate bound under general rules, but on a chess board with blocked squares: use_mate_bound.)
class GeneralBoard {
 public:
  using MoveT = Move;
  static constexpr bool kCheapGivesCheck = true;  // worth asking before playing (Rules::gives_check)
  static constexpr bool kCostlyGoalTest = true;   // (rule hooks may play moves to test check)
  using List = MoveList;

  // `keys_follow_origins`: SolverSetup's.
  GeneralBoard(const Rules& rules, Position position, bool keys_follow_origins = false)
      : rules_(rules), pos_(std::move(position)), keys_follow_origins_(keys_follow_origins) {}

  void legal_moves(List& out) { rules_.legal_moves(pos_, out); }
  // The language text() writes piece codes and colour and attribute letters in (English by default).
  void set_language(PopeyeLanguage language) { language_ = language; }
  // `moves` (legal here) in the order Popeye tries them where that order is known
  // (solver/popeye_move_order.h), else left as generated: the order of a try's refutations.
  // (`generator`: which of Popeye's generators tries them, solver/popeye_move_order.h.)
  void order_as_popeye(std::vector<Move>& moves, PopeyeGenerator generator = PopeyeGenerator::Normal) const;
  // Each move's place, from this position on, in Popeye's order of the legal moves where it is played:
  // Popeye prints lines as it finds them, trying moves in that order, so these places sort lines as
  // Popeye prints them. Empty when a place is not known (solver/popeye_move_order.h).
  // `last_move`: the generator that tries the line's last move.
  // `cache` (optional, one per board): what replaying the last line asked found, kept for the next line
  // along the moves both share (lines found one after another share their first moves).
  // `series_moves`: the line's first moves are one side's series of that many (the other side passes
  // between them, as play_series_pass), any further move the other side's.
  std::vector<int> popeye_places(const std::vector<Move>& line,
                                 PopeyeGenerator last_move = PopeyeGenerator::Normal,
                                 PopeyePlacesCache* cache = nullptr, int series_moves = 0) const;
  // The places of `moves`, each one of `legal` (the legal moves here), in Popeye's order of them; empty
  // if one is not known.
  std::vector<int> popeye_places_here(const std::vector<Move>& moves, const MoveList& legal,
                                      PopeyeGenerator generator = PopeyeGenerator::Normal) const;
  // Options StartMoveNumber and UpToMoveNumber: the legal moves whose place in Popeye's order of the
  // generated moves (illegal ones counted, a move with choices once) is from `start` up to `up_to`,
  // 1-based. Throws std::invalid_argument where that order is not known.
  std::vector<Move> popeye_chosen_first_moves(std::optional<int> start, std::optional<int> up_to) const;
  // The moves Popeye generates here, the illegal ones too, in the order it tries them (a move with
  // choices once, by its squares); nullopt where that order is not known. `with_choices` (optional) is
  // set when some generated move has more than one choice (promotions, rebirth squares).
  std::optional<std::vector<Move>> popeye_generated_moves(bool* with_choices = nullptr) const;
  // `moves` (generated here) in the order Popeye tries them, each on the generation path its rule made
  // it on (Mars Circe's captures from the rebirth square first); nullopt where that order is not known.
  std::optional<std::vector<Move>> popeye_order_of(std::vector<Move> moves) const;
  // Each legal move played in turn (Rules::each_legal_move_played): each(m) until it returns false.
  template <class Each>
  void each_legal_move_played(List& out, Each&& each) {
    rules_.each_legal_move_played(pos_, out, each);
  }
  // The moves as generated, before the legality test (Popeye numbers these: StartMoveNumber).
  void pseudo_legal_moves(List& out) const { rules_.generate_pseudo_legal(pos_, out); }
  // The legal moves one by one until each(m) returns false (Rules::each_legal_move).
  template <class Each>
  bool each_legal_move(List& out, Each&& each) {
    return rules_.each_legal_move(pos_, out, each);
  }
  // The legal moves that give check (the rules core filters its generation in place, so they come in
  // legal_moves() order).
  void checking_moves(List& out) { rules_.generate_checks(pos_, out); }
  // The candidates of the double-mate goals: the moves that would be legal but for leaving the mover
  // in check (Rules::moves_ignoring_check).
  void moves_ignoring_check(List& out) { rules_.moves_ignoring_check(pos_, out); }
  bool has_legal_move() { return rules_.has_legal_move(pos_); }
  // As mate and stalemate ask (Rules::immobile). The legal move found last is tried first: the
  // positions asked one after another mostly differ by the other side's last move.
  bool immobile() { return rules_.immobile(pos_, &legal_move_hint_); }
  // Immobile as Popeye's mark after a move that does not end the play sees it (" #" for " +"): its goals
  // do not count White's exchange of roles among its moves, its marks do
  // (conditions/board/role_exchange.h).
  bool immobile_as_marked();
  // Could the side to move take the other side's king, its own king safe after it? The rules never
  // offer such a move, but Popeye counts it as a way out when it tests a double mate (the side that
  // mates both checks its own king): fairy_isardam__016's 1...Kf6-g6 is no double mate because
  // 2.Qe6*g6 would take the king.
  bool can_take_king();
  bool in_check() const { return rules_.in_check(pos_, pos_.side_to_move()); }
  // Is the side not to move in check (by the rule set's definition of check)? Popeye then refuses the
  // diagram: "the side to play can capture the king".
  bool other_side_in_check() const { return rules_.in_check(pos_, opposite(pos_.side_to_move())); }
  // Would this legal move check the other side? (The rules core reads the board after the move where
  // the rule set allows it, else plays and takes it back.)
  bool gives_check(const MoveT& m) { return rules_.gives_check(pos_, m); }
  void play(const MoveT& m) { rules_.play(pos_, m); }
  void undo() { pos_.undo_move(); }
  // The side to move passes (threats, set play, series play); no hooks run. `series_pass`: the other
  // side's pass within a series (core/move.h kSeriesPass).
  void play_null(bool series_pass = false) {
    Move pass;
    pass.kind = MoveKind::Null;
    if (series_pass) pass.aux = kSeriesPass;
    pos_.begin_move(pass);
    pos_.end_move();
  }
  // The other side passes between two series moves: as in Popeye, the en passant state of the series
  // move stays (a pawn that has just made a double step is still observed through the square it passed
  // over: Madrasi paralyses it for the next series move, 4_63_to_4_65 25).
  void play_series_pass() { pass_in_series(pos_); }
  static void pass_in_series(Position& pos) {
    const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
    Move pass;
    pass.kind = MoveKind::Null;
    pass.aux = kSeriesPass;
    pos.begin_move(pass);
    pos.end_move();
    if (ep.is_some()) pos.set_move_en_passant(ep, victim, also);
  }
  void undo_null() { pos_.undo_move(); }
  uint64_t key() const { return keys_follow_origins_ ? pos_.hash() ^ origins_key() : pos_.hash(); }
  // (Conditions may change any square: the key after a move is known only once it is played.)
  static constexpr bool kPredictsKeys = false;
  uint64_t key_after(const MoveT&) const { return 0; }
  bool white_to_move() const { return pos_.side_to_move() == Colour::White; }
  // Has the side a unit of another kind than the king (option KeepMatingPiece; neutral units count
  // for both sides, as in Popeye)?
  bool has_unit_besides_king(bool white) const;
  // Does this move of the side to move move one of its kings (castling too)?
  bool moves_king(const MoveT& m) const {
    if (m.kind == MoveKind::Null) return false;
    const auto royals = pos_.royals(pos_.side_to_move());
    return std::find(royals.begin(), royals.end(), m.from) != royals.end();
  }
  bool last_move_captured() const { return pos_.last_move().is_capture(); }
  bool last_move_castled() const { return pos_.last_move().kind == MoveKind::Castle; }
  bool last_move_en_passant() const { return pos_.last_move().kind == MoveKind::EnPassant; }
  // The goals that follow units from their diagram squares (Goal::Circuit and the three after it,
  // Goal::Kiss with its square) or the moved unit (Goal::Chess81).
  bool identity_goal_reached(Goal goal, std::optional<Square> target = std::nullopt) const;
  // Where the moved unit stands once the move's side effects are done (a rebirth or displacement
  // takes it on), or nullopt when one took it off the board: the target-square goal follows the unit,
  // as Popeye's does (fairy_anticir__052: a capture on the target square reborn elsewhere misses it).
  std::optional<Square> last_move_to() const {
    const Square at = unit_followed(pos_.last_side_effects(), pos_.last_move().to);
    if (at.is_none()) return std::nullopt;
    return at;
  }
  // Popeye's long notation of a legal move of the side to move: "Sc5-b7", "f4*e5", "c7-c8=S", "0-0",
  // "g4*f3 ep.", with side effects; no check or goal mark.
  // (`going_on`: the move is the unit going on from where the turn's last move left it, written without
  // its letter and departure square: "*d3", "-b1" after "Bb1*c2".)
  std::string text(const MoveT& m, bool going_on = false);
  struct CheckInfo {};
  CheckInfo check_info() const { return {}; }
  bool gives_check(const MoveT& m, const CheckInfo&) { return gives_check(m); }
  // Is asking gives_check before playing a move cheaper than playing it? (Else it plays the move too.)
  bool cheap_gives_check() const { return rules_.gives_check_reads_board(); }
  // Are `a` and `b` one move in Popeye's table of refutations (Rules::popeye_unseen_choices)?
  bool same_in_popeye_tables(const MoveT& a, const MoveT& b) const {
    const uint16_t unseen = rules_.popeye_unseen_choices();
    if (a == b) return true;
    if (unseen == 0) return false;
    MoveT a_seen = a, b_seen = b;
    a_seen.set_choices(static_cast<uint16_t>(a.choices() & ~unseen));
    b_seen.set_choices(static_cast<uint16_t>(b.choices() & ~unseen));
    return a_seen == b_seen;
  }
  bool popeye_tables_merge_moves() const { return rules_.popeye_unseen_choices() != 0; }
  static bool same_squares(const MoveT& a, const MoveT& b) {
    // (An exchange and a capture join the same squares under Messigny chess.)
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.choices() == b.choices() &&
           (a.kind == MoveKind::Swap) == (b.kind == MoveKind::Swap);
  }

  // The mate bound of help and series play (solver/mate_bound.h, the orthodox board's interface). Off,
  // every question answers "possible" (solver/no_mate_bound.h). On (use_mate_bound), for a rule set
  // that is orthodox chess on an 8x8 board with `blocked` squares no unit stands on (Hole: the solver's
  // setup says when, SolverSetup::blocked_mate_bound), it asks the orthodox bound of the position with
  // those squares taken out.
  void use_mate_bound(uint64_t blocked) {
    mate_bound_.emplace();
    mate_bound_->set_blocked(blocked);
  }
  // The position as orthodox8 codes per square (holes empty), for the helpmate targets
  // (solver/help_targets.h); false where a unit is not an orthodox one.
  bool orthodox_codes(std::array<int8_t, 64>& codes) const;
  // The bound (if on) asks for stalemate instead of mate (MateBound::set_stalemate).
  void set_stalemate_bound(bool on) {
    if (mate_bound_) mate_bound_->set_stalemate(on);
  }
  using Progress = MateBound::Progress;
  using MoveFilter = MateBound::LastMove;
  bool mate_possible(bool mated_white, int mated_moves, int mating_moves, uint64_t squares = ~uint64_t{0},
                     uint64_t* feasible = nullptr, bool* roomy = nullptr, Progress* progress = nullptr) const;
  bool mate_possible(bool mated_white, int mating_moves, MoveFilter& filter,
                     uint64_t squares = ~uint64_t{0}) const;
  bool may_progress(const Progress& progress, const Move& m) const;
  static bool narrows_mate_squares(const Move& m) { return m.kind != MoveKind::Castle; }
  static bool keeps_mate_possible(const Move& m) { return m.kind != MoveKind::Castle && !m.is_capture(); }
  static bool allows(const MoveFilter& filter, const Move& m) {
    return m.kind == MoveKind::Castle ||
           filter.allows(m.from.rank() * 8 + m.from.file(), m.to.rank() * 8 + m.to.file());
  }

  // How Popeye arranges the generated moves before trying them (solver/popeye_move_order.h; the setup
  // says, SolverSetup::popeye_sorting): every order this board reads of Popeye follows it.
  void set_popeye_sorting(PopeyeSorting sorting) { popeye_sorting_ = sorting; }
  PopeyeSorting popeye_sorting() const { return popeye_sorting_; }

  const Rules& rules() const { return rules_; }
  Position& position() { return pos_; }
  const Position& position() const { return pos_; }

 private:
  uint64_t origins_key() const;
  // The position on the orthodox bitboard, blocked squares left empty (nullopt where it does not model
  // it: the bound then answers "possible").
  std::optional<bitboard::Board> orthodox_view() const;
  const Rules& rules_;
  mutable std::optional<MateBound> mate_bound_;  // (its scratch space: each copy of a board has its own)
  PopeyeLanguage language_ = PopeyeLanguage::English;
  PopeyeSorting popeye_sorting_ = PopeyeSorting::ByGeneration;
  Position pos_;
  bool keys_follow_origins_ = false;
  Move legal_move_hint_{};  // immobile()'s (each copy of a board, so each thread, has its own)
};

}  // namespace nightrider::solver
