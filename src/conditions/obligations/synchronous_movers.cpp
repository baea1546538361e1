#include "conditions/obligations/synchronous_movers.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void mark_move_just_played(Position& pos, const Move& m) {
  if (m.kind == MoveKind::Null || m.from == m.to) return;
  pos.set_move_marker(static_cast<uint16_t>(m.from.index() << 8 | m.to.index()));
}

void SynchronousMover::after_move(Position& pos, const Rules&, const Move& m) const {
  mark_move_just_played(pos, m);
}

void SynchronousMover::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_ || pos.move_marker() == 0) return;
  const Square from = Square::from_index(pos.move_marker() >> 8), to = Square::from_index(pos.move_marker() & 0xFF);
  const int sign = anti_ ? -1 : 1;
  const int df = sign * (to.file() - from.file()), dr = sign * (to.rank() - from.rank());
  auto synchronous = [&](const Move& m) {
    return m.kind != MoveKind::Null && m.to.file() - m.from.file() == df && m.to.rank() - m.from.rank() == dr;
  };
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (synchronous(moves[i])) moves[kept++] = moves[i];
  if (kept > 0) moves.truncate(kept);
}

namespace {

void apply_synchronous_mover(Rules& rules, Colour side, bool anti, const char* keyword,
                             const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, keyword, "the vector of a move whose unit goes on from its arrival square is not supported yet");
  expect_no_arguments(keyword, arguments);
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  rules.claim("the move marker", keyword, true);  // (every such condition writes the same marker)
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<SynchronousMover>(side, anti));
}

}  // namespace

void apply_white_synchron_mover(Rules& rules, const std::vector<std::string>& arguments) {
  apply_synchronous_mover(rules, Colour::White, false, "WhiteSynchronMover", arguments);
}
void apply_black_synchron_mover(Rules& rules, const std::vector<std::string>& arguments) {
  apply_synchronous_mover(rules, Colour::Black, false, "BlackSynchronMover", arguments);
}
void apply_white_anti_synchron_mover(Rules& rules, const std::vector<std::string>& arguments) {
  apply_synchronous_mover(rules, Colour::White, true, "WhiteAntiSynchronMover", arguments);
}
void apply_black_anti_synchron_mover(Rules& rules, const std::vector<std::string>& arguments) {
  apply_synchronous_mover(rules, Colour::Black, true, "BlackAntiSynchronMover", arguments);
}

const ConditionEntry& white_synchron_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteSynchronMover", .fr = "BlancSynchronCoup", .de = "WeisserSynchronZueger", .seeds = {}},
      .apply = &apply_white_synchron_mover,
  };
  return entry;
}

const ConditionEntry& black_synchron_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackSynchronMover", .fr = "NoirSynchronCoup", .de = "SchwarzerSynchronZueger", .seeds = {}},
      .apply = &apply_black_synchron_mover,
  };
  return entry;
}

const ConditionEntry& white_anti_synchron_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteAntiSynchronMover",
                .fr = "BlancAntiSynchronCoup",
                .de = "WeisserAntiSynchronZueger",
                .seeds = {}},
      .apply = &apply_white_anti_synchron_mover,
  };
  return entry;
}

const ConditionEntry& black_anti_synchron_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackAntiSynchronMover",
                .fr = "NoirAntiSynchronCoup",
                .de = "SchwarzerAntiSynchronZueger",
                .seeds = {}},
      .apply = &apply_black_anti_synchron_mover,
  };
  return entry;
}

}  // namespace nightrider::conditions
