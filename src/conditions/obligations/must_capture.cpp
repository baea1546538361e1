#include "conditions/obligations/must_capture.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/obligations/side_measure.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool MustCapture::can_capture(const Position& pos, const Rules& rules) const {
  const MeasuringSide measuring(pos, side_, scratch_slot_);
  Position& scratch = measuring.position();
  // The units' own walks and the modules' moves, without the choices after a move (which do not make
  // a move a capture or not).
  MoveList moves;
  auto any_capture = [&] {
    const bool found = std::any_of(moves.begin(), moves.end(),
                                   [&](const Move& m) { return m.is_capture() && rules.admits(scratch, m); });
    moves.clear();
    return found;
  };
  for (Square from : scratch.geometry().squares()) {
    if (!Rules::movable_by(scratch.at(from), side_)) continue;
    rules.generate_walk_moves(scratch, from, moves);
    if (any_capture()) return true;
  }
  for (const auto& module : rules.modules())
    if (module->hooks() & kHookGenerate) {
      module->generate(scratch, rules, moves);
      if (any_capture()) return true;
    }
  return false;
}

bool MustCapture::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (pos.side_to_move() != side_ || pos.scratch(scratch_slot_) != 0 || m.is_capture()) return true;
  return strictness_ != Strictness::Ultra && !can_capture(pos, rules);
}

void MustCapture::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_) return;
  keep_moves(
      moves, [](const Move& m) { return m.is_capture(); }, /*none_leaves_all=*/true);
}

namespace {

void apply_must_capture(Rules& rules, Colour side, const char* keyword,
                        const std::vector<std::string>& arguments) {
  MustCapture::Strictness strictness = MustCapture::Strictness::Regular;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "exact" || word == "exakt")
      strictness = MustCapture::Strictness::Exact;
    else if (word == "ultra")
      strictness = MustCapture::Strictness::Ultra;
    else
      throw std::invalid_argument(std::string(keyword) + " " + a + " is not supported yet");
  }
  // (Popeye refuses two mummer conditions for one side: Maximummer, MustCapture, Duellists.)
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  rules.add_module(std::make_unique<MustCapture>(side, strictness, rules.reserve_scratch(keyword)));
}

}  // namespace

void apply_white_must_capture(Rules& rules, const std::vector<std::string>& arguments) {
  apply_must_capture(rules, Colour::White, "WhiteMustCapture", arguments);
}
void apply_black_must_capture(Rules& rules, const std::vector<std::string>& arguments) {
  apply_must_capture(rules, Colour::Black, "BlackMustCapture", arguments);
}

const ConditionEntry& white_must_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteMustCapture", .fr = "BlancPriseForce", .de = "WeisserSchlagzwang", .seeds = {}},
      .apply = &apply_white_must_capture,
  };
  return entry;
}

const ConditionEntry& black_must_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackMustCapture", .fr = "NoirPriseForce", .de = "SchwarzerSchlagzwang", .seeds = {}},
      .apply = &apply_black_must_capture,
  };
  return entry;
}

}  // namespace nightrider::conditions
