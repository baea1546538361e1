#include "conditions/obligations/exclusive_chess.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// What a move does for the aim, or what a position's side to move may still do.
enum class ExclusiveVerdict : uint8_t { No, Yes, Undecidable };

ExclusiveVerdict exclusive_has_legal_move(Position& pos, const Rules& rules, int depth);

// Does the move just played (leaving `pos`) mate, `depth` moves after the position being decided?
ExclusiveVerdict exclusive_mates(Position& pos, const Rules& rules, int depth) {
  if (!rules.in_check(pos, pos.side_to_move())) return ExclusiveVerdict::No;
  switch (exclusive_has_legal_move(pos, rules, depth)) {
    case ExclusiveVerdict::No:
      return ExclusiveVerdict::Yes;
    case ExclusiveVerdict::Yes:
      return ExclusiveVerdict::No;
    default:
      return ExclusiveVerdict::Undecidable;
  }
}

// Has the side to move in `pos` (checked, `depth` moves after the position being decided) a legal move
// under the rule?
ExclusiveVerdict exclusive_has_legal_move(Position& pos, const Rules& rules, int depth) {
  if (depth > ExclusiveChess::kHorizon) return ExclusiveVerdict::Undecidable;
  if (rules.has_game_end_rules() && rules.rule_end(pos)) return ExclusiveVerdict::No;
  MoveList moves;
  rules.generate_pseudo_legal(pos, moves);
  const Colour mover = pos.side_to_move();
  // The moves that give no check first: one of them is a legal move whatever the others do.
  MoveList checking;
  for (const Move& m : moves) {
    if (!rules.admits(pos, m)) continue;
    rules.play(pos, m);
    const bool legal = rules.legal_after_play(pos, mover);
    const bool checks = legal && rules.in_check(pos, pos.side_to_move());
    rules.undo(pos);
    if (!legal) continue;
    if (!checks) return ExclusiveVerdict::Yes;
    checking.push(m);
  }
  int mating = 0, undecidable = 0;
  for (const Move& m : checking) {
    rules.play(pos, m);
    const ExclusiveVerdict v = exclusive_mates(pos, rules, depth + 1);
    rules.undo(pos);
    if (v == ExclusiveVerdict::No) return ExclusiveVerdict::Yes;  // a legal move that does not mate
    (v == ExclusiveVerdict::Yes ? mating : undecidable) += 1;
  }
  if (mating + undecidable == 1) return ExclusiveVerdict::Yes;  // a lone candidate is legal
  if (mating + undecidable == 0 || mating >= 2) return ExclusiveVerdict::No;
  return ExclusiveVerdict::Undecidable;
}

}  // namespace

void ExclusiveChess::restrict(Position& pos, const Rules& rules, MoveList& moves) const {
  std::vector<ExclusiveVerdict> verdicts(moves.size(), ExclusiveVerdict::No);
  int candidates = 0;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (!rules.gives_check(pos, moves[i])) continue;
    rules.play(pos, moves[i]);
    verdicts[i] = exclusive_mates(pos, rules, 1);
    rules.undo(pos);
    if (verdicts[i] != ExclusiveVerdict::No) ++candidates;
  }
  if (candidates < 2) return;
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (verdicts[i] == ExclusiveVerdict::No) moves[kept++] = moves[i];
  moves.truncate(kept);
}

void apply_exclusive_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ExclusiveChess", arguments);
  rules.provide(kCapabilityMateDecidesLegality, "ExclusiveChess");
  rules.add_module(std::make_unique<ExclusiveChess>());
}

const ConditionEntry& exclusive_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ExclusiveChess",
                .fr = "EchecsExclusif",
                .de = "ExklusivSchach",
                .seeds = {{"Exclusif", {}}}},
      .apply = &apply_exclusive_chess,
      .mate_goal_only = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
