#include "conditions/movers/edge_mover.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

bool edge_mover_on_edge(const Position& pos, Square s) {
  const Geometry& geo = pos.geometry();
  return s.file() == 0 || s.rank() == 0 || s.file() == geo.width() - 1 || s.rank() == geo.height() - 1;
}

}  // namespace

bool EdgeMover::admits(const Position& pos, const Rules&, const Move& m) const {
  if (pos.side_to_move() != side_ || m.kind == MoveKind::Null) return true;
  return edge_mover_on_edge(pos, m.to);
}

bool EdgeMover::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  return o.by != side_ || edge_mover_on_edge(pos, o.target);
}

void apply_white_edge_mover(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteEdgeMover", arguments);
  rules.claim("the white edge mover", "WhiteEdgeMover");
  rules.add_module(std::make_unique<EdgeMover>(Colour::White));
}

void apply_black_edge_mover(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackEdgeMover", arguments);
  rules.claim("the black edge mover", "BlackEdgeMover");
  rules.add_module(std::make_unique<EdgeMover>(Colour::Black));
}

const ConditionEntry& white_edge_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteEdgeMover", .fr = "BlancBordCoup", .de = "WeisserRandzueger", .seeds = {}},
      .apply = &apply_white_edge_mover,
  };
  return entry;
}

const ConditionEntry& black_edge_mover_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackEdgeMover", .fr = "NoirBordCoup", .de = "SchwarzerRandzueger", .seeds = {}},
      .apply = &apply_black_edge_mover,
  };
  return entry;
}

}  // namespace nightrider::conditions
