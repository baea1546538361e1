// The solver's view of a position under a rule set whose turns have several moves (Annéciens: two
// moves of one unit; Progressif: 1, 2, 3 … moves): the searches alternate the sides turn by turn, so a
// solver move is a whole turn, the moves one side plays before the other's turn. Stipulations count
// turns ("h#2": two turns of each side), as the problemists of these conditions count them.
//
// The turns are found by playing each legal move and, while the same side is still to move, each legal
// move after it (the rules say when a turn ends: RuleModule::ends_turn); a turn is written as its moves
// joined by "/" ("Sb1-c3/Sc3-e4").
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/move.h"
#include "solver/general_board.h"
#include "solver/no_mate_bound.h"

namespace nightrider::solver {

struct Turn {
  static constexpr int kMaxMoves = 8;  // (Progressif's 8th turn; longer turns are refused)
  std::array<Move, kMaxMoves> moves{};
  uint8_t count = 0;
  friend bool operator==(const Turn& a, const Turn& b) {
    if (a.count != b.count) return false;
    for (int i = 0; i < a.count; ++i)
      if (!(a.moves[i] == b.moves[i])) return false;
    return true;
  }
};

class TurnBoard : public NoMateBound<Turn> {
 public:
  using MoveT = Turn;
  using List = std::vector<Turn>;
  static constexpr bool kCheapGivesCheck = false;
  static constexpr bool kCostlyGoalTest = true;
  static constexpr bool kPredictsKeys = false;

  TurnBoard(const Rules& rules, Position position, bool keys_follow_origins = false)
      : board_(rules, std::move(position), keys_follow_origins) {}

  // Every legal turn of the side to move (throws std::invalid_argument for a turn longer than
  // Turn::kMaxMoves).
  void legal_moves(List& out);
  bool has_legal_move() {
    List turns;
    legal_moves(turns);
    return !turns.empty();
  }
  bool immobile() { return !has_legal_move(); }
  bool in_check() const { return board_.in_check(); }
  bool other_side_in_check() const { return board_.other_side_in_check(); }
  void play(const Turn& t) {
    for (int i = 0; i < t.count; ++i) board_.play(t.moves[i]);
    played_.push_back(t.count);
  }
  void undo() {
    for (int i = 0; i < played_.back(); ++i) board_.undo();
    played_.pop_back();
  }
  void play_null(bool series_pass = false) { board_.play_null(series_pass); }
  void undo_null() { board_.undo_null(); }
  uint64_t key() const { return board_.key(); }
  uint64_t key_after(const Turn&) const { return 0; }
  bool white_to_move() const { return board_.white_to_move(); }
  bool has_unit_besides_king(bool white) const { return board_.has_unit_besides_king(white); }
  bool moves_king(const Turn& t) const { return t.count > 0 && board_.moves_king(t.moves[0]); }
  bool last_move_captured() const { return board_.last_move_captured(); }
  bool last_move_castled() const { return board_.last_move_castled(); }
  bool last_move_en_passant() const { return board_.last_move_en_passant(); }
  std::optional<Square> last_move_to() const { return board_.last_move_to(); }
  bool identity_goal_reached(Goal goal, std::optional<Square> target = std::nullopt) const {
    return board_.identity_goal_reached(goal, target);
  }
  void set_language(PopeyeLanguage language) { board_.set_language(language); }
  std::string text(const Turn& t);
  // Popeye's order, where a turn is one unit going on (Series capture, RuleParams::
  // turn_is_one_unit_going_on): Popeye tries each move and, right after it, the unit's ways on in the
  // order it tries that unit's moves. Each move's place (GeneralBoard::popeye_places), each turn closed
  // by -1, so a turn that stops comes before those that go on. Empty where not known (other turns).
  std::vector<int> popeye_places(const std::vector<Turn>& line, PopeyeGenerator last_move = PopeyeGenerator::Normal) const;
  void order_as_popeye(std::vector<Turn>& turns, PopeyeGenerator generator = PopeyeGenerator::Normal) const;
  // Every legal turn in Popeye's order (order_as_popeye), for options MoveNumbers, StartMoveNumber and
  // UpToMoveNumber: Popeye numbers each turn it plays, as one move. None where that order is not known,
  // or where the side to move has a royal unit (a turn that leaves it in check: whether Popeye numbers
  // it has not been seen).
  std::optional<std::vector<Turn>> popeye_numbered_turns();
  struct CheckInfo {};
  CheckInfo check_info() const { return {}; }
  bool gives_check(const Turn& t, const CheckInfo&) { return gives_check(t); }
  bool gives_check(const Turn& t) {
    play(t);
    const bool check = board_.in_check();
    undo();
    return check;
  }
  void checking_moves(List& out) {
    List all;
    legal_moves(all);
    out.clear();
    for (const Turn& t : all)
      if (gives_check(t)) out.push_back(t);
  }
  bool same_in_popeye_tables(const Turn& a, const Turn& b) const {
    if (a.count != b.count) return false;
    for (int i = 0; i < a.count; ++i)
      if (!board_.same_in_popeye_tables(a.moves[i], b.moves[i])) return false;
    return true;
  }
  bool popeye_tables_merge_moves() const { return board_.popeye_tables_merge_moves(); }
  static bool same_squares(const Turn& a, const Turn& b) {
    if (a.count != b.count) return false;
    for (int i = 0; i < a.count; ++i)
      if (!GeneralBoard::same_squares(a.moves[i], b.moves[i])) return false;
    return true;
  }

 private:
  void extend(Turn& turn, List& out);

  GeneralBoard board_;
  std::vector<uint8_t> played_;  // the number of moves of each turn played
};

}  // namespace nightrider::solver
