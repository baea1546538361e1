#include "conditions/obligations/consequent_forced_squares.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/obligations/side_measure.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool ConsequentForcedSquares::forced(Square s) const {
  return std::find(squares_.begin(), squares_.end(), s) != squares_.end();
}

bool ConsequentForcedSquares::reaches_forced_square(const Position& pos, const Rules& rules) const {
  const MeasuringSide measuring(pos, side_, scratch_slot_);
  Position& scratch = measuring.position();
  MoveList moves;
  rules.generate_pseudo_legal(scratch, moves);
  for (const Move& m : moves)
    if (m.kind != MoveKind::Null && forced(m.to) && rules.admits(scratch, m)) return true;
  return false;
}

void ConsequentForcedSquares::restrict(Position& pos, const Rules& rules, MoveList& moves) const {
  if (pos.side_to_move() != side_ || !reaches_forced_square(pos, rules)) return;
  keep_moves(moves, [&](const Move& m) { return m.kind != MoveKind::Null && forced(m.to); });
}

std::optional<bool> ConsequentForcedSquares::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (c != opposite(side_) || pos.scratch(scratch_slot_) != 0) return std::nullopt;
  if (!rules.in_check_after(pos, c, this)) return false;
  const Square king = pos.king(c);
  if (king.is_some() && forced(king)) return true;
  return !reaches_forced_square(pos, rules);
}

void ForcedSquares::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_) return;
  keep_moves(
      moves,
      [&](const Move& m) {
        return m.kind != MoveKind::Null &&
               std::find(squares_.begin(), squares_.end(), m.to) != squares_.end();
      },
      /*none_leaves_all=*/true);
}

namespace {

std::vector<Square> consequent_forced_squares_parse(const Rules& rules, const char* keyword,
                                                    const std::vector<std::string>& arguments) {
  return square_list_arguments(keyword, arguments, rules.geometry(), false);
}

void apply_consequent_forced_square(Rules& rules, Colour side, const char* keyword,
                                    const std::vector<std::string>& arguments) {
  std::vector<Square> squares = consequent_forced_squares_parse(rules, keyword, arguments);
  rules.claim("check", keyword, true);  // (it redefines check)
  rules.add_module(std::make_unique<ConsequentForcedSquares>(side, std::move(squares),
                                                             rules.reserve_scratch("ConsequentForcedSquares")));
}

void apply_forced_square(Rules& rules, Colour side, const char* keyword, const std::vector<std::string>& arguments) {
  std::vector<Square> squares = consequent_forced_squares_parse(rules, keyword, arguments);
  // (Popeye's mummer measures one thing per side: not beside Maximummer or a Synchron mover.)
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  rules.add_module(std::make_unique<ForcedSquares>(side, std::move(squares)));
}

}  // namespace

void apply_white_forced_square(Rules& rules, const std::vector<std::string>& arguments) {
  apply_forced_square(rules, Colour::White, "WhiteForcedSquare", arguments);
}
void apply_black_forced_square(Rules& rules, const std::vector<std::string>& arguments) {
  apply_forced_square(rules, Colour::Black, "BlackForcedSquare", arguments);
}

const ConditionEntry& white_forced_square_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteForcedSquare", .fr = "BlancCaseForce", .de = "WeissesZwangsfeld", .seeds = {}},
      .apply = &apply_white_forced_square,
  };
  return entry;
}

const ConditionEntry& black_forced_square_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackForcedSquare", .fr = "NoirCaseForce", .de = "SchwarzesZwangsfeld", .seeds = {}},
      .apply = &apply_black_forced_square,
  };
  return entry;
}

void apply_white_consequent_forced_square(Rules& rules, const std::vector<std::string>& arguments) {
  apply_consequent_forced_square(rules, Colour::White, "WhiteConsequentForcedSquare", arguments);
}
void apply_black_consequent_forced_square(Rules& rules, const std::vector<std::string>& arguments) {
  apply_consequent_forced_square(rules, Colour::Black, "BlackConsequentForcedSquare", arguments);
}

const ConditionEntry& white_consequent_forced_square_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteConsequentForcedSquare",
                .fr = "BlancCaseForceConsequent",
                .de = "WeissesKonsequentesZwangsfeld",
                .seeds = {{"Case obligatoire conséquente blanche", {}}}},
      .apply = &apply_white_consequent_forced_square,
  };
  return entry;
}

const ConditionEntry& black_consequent_forced_square_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackConsequentForcedSquare",
                .fr = "NoirCaseForceConsequent",
                .de = "SchwarzesKonsequentesZwangsfeld",
                .seeds = {{"Case obligatoire conséquente noire", {}}}},
      .apply = &apply_black_consequent_forced_square,
  };
  return entry;
}

}  // namespace nightrider::conditions
