#include "conditions/obligations/maximummer.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/obligations/side_measure.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

int Maximummer::length(const Move& m) {
  if (m.kind == MoveKind::Null) return 0;
  if (m.kind == MoveKind::Castle) return m.aux_square().file() > m.from.file() ? 16 : 25;
  const int df = m.to.file() - m.from.file(), dr = m.to.rank() - m.from.rank();
  return df * df + dr * dr;
}

int Maximummer::best_pseudo_legal(const Position& pos, const Rules& rules, int beyond) const {
  const MeasuringSide measuring(pos, side_, scratch_slot_);
  Position& scratch = measuring.position();
  // The units' own walks and the modules' moves (castling), without the choices after a move
  // (Super-Circe's rebirth squares), which do not change a length.
  MoveList moves;
  int best = kNoMove;
  auto measure = [&] {
    for (const Move& m : moves)
      if (preference(m) > best && rules.admits(scratch, m)) best = preference(m);
    moves.clear();
    return best > beyond;
  };
  bool done = false;
  for (Square from : scratch.geometry().squares()) {
    if (!Rules::movable_by(scratch.at(from), side_)) continue;
    rules.generate_walk_moves(scratch, from, moves);
    if ((done = measure())) break;
  }
  for (size_t i = 0; !done && i < rules.modules().size(); ++i)
    if (rules.modules()[i]->hooks() & kHookGenerate) {
      rules.modules()[i]->generate(scratch, rules, moves);
      done = measure();
    }
  return best;
}

bool Maximummer::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (pos.side_to_move() != side_ || pos.scratch(scratch_slot_) != 0) return true;
  const int mine = preference(m);
  return best_pseudo_legal(pos, rules, mine) <= mine;  // (stops at the first preferred move)
}

void Maximummer::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_ || moves.size() == 0) return;
  int best = kNoMove;
  for (const Move& m : moves) best = std::max(best, preference(m));
  keep_moves(moves, [&](const Move& m) { return preference(m) == best; });
}

std::optional<bool> Maximummer::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (c != opposite(side_) || pos.scratch(scratch_slot_) != 0) return std::nullopt;
  if (!rules.in_check_after(pos, c, this)) return false;
  const Square king = pos.king(c);
  if (!king.is_some()) return true;
  // Popeye measures the captures of the king among the side's moves too: the most preferred of them
  // counts.
  auto preferred = [&](Square from) {
    const int df = king.file() - from.file(), dr = king.rank() - from.rank();
    return aim_ == MummerAim::Longest ? df * df + dr * dr : -(df * df + dr * dr);
  };
  int best = best_pseudo_legal(pos, rules);
  rules.is_attacked_if(pos, king, side_, ObservationPurpose::Check, [&](Square from) {
    best = std::max(best, preferred(from));
    return false;  // (every attacker)
  });
  return rules.is_attacked_if(pos, king, side_, ObservationPurpose::Check,
                              [&](Square from) { return preferred(from) == best; });
}

void apply_mummer(Rules& rules, Colour side, MummerAim aim, const char* keyword,
                  const std::vector<std::string>& arguments) {
  if (aim != MummerAim::FirstInAlphabet)
    rules.exclude(kCapabilityMoverGoesOn, keyword,
                  "the length of a move whose unit goes on from its arrival square is not supported yet");
  MummerStrictness strictness = MummerStrictness::Regular;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "exact" || word == "exakt")
      strictness = MummerStrictness::Exact;
    else if (word == "ultra")
      strictness = MummerStrictness::Ultra;
    else
      throw std::invalid_argument(std::string(keyword) + " " + a + " is not supported yet");
  }
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  if (strictness == MummerStrictness::Ultra) rules.claim("check", keyword, true);  // (it redefines check)
  // (One scratch word for both aims: a side has at most one of them, and the two sides' modules share it.)
  rules.add_module(std::make_unique<Maximummer>(side, aim, strictness, rules.reserve_scratch("Maximummer")));
}

void apply_white_maximummer(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mummer(rules, Colour::White, MummerAim::Longest, "WhiteMaximummer", arguments);
}
void apply_black_maximummer(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mummer(rules, Colour::Black, MummerAim::Longest, "BlackMaximummer", arguments);
}
void apply_white_minimummer(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mummer(rules, Colour::White, MummerAim::Shortest, "WhiteMinimummer", arguments);
}
void apply_black_minimummer(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mummer(rules, Colour::Black, MummerAim::Shortest, "BlackMinimummer", arguments);
}

const ConditionEntry& white_maximummer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteMaximummer", .fr = "BlancMaximum", .de = "WeisserLaengstzueger", .seeds = {}},
      .apply = &apply_white_maximummer,
  };
  return entry;
}

const ConditionEntry& black_maximummer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackMaximummer", .fr = "NoirMaximum", .de = "SchwarzerLaengstzueger", .seeds = {}},
      .apply = &apply_black_maximummer,
  };
  return entry;
}

const ConditionEntry& white_minimummer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteMinimummer", .fr = "BlancMinimum", .de = "WeisserKuerzestzueger", .seeds = {}},
      .apply = &apply_white_minimummer,
  };
  return entry;
}

const ConditionEntry& black_minimummer_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackMinimummer", .fr = "NoirMinimum", .de = "SchwarzerKuerzestzueger", .seeds = {}},
      .apply = &apply_black_minimummer,
  };
  return entry;
}

}  // namespace nightrider::conditions
