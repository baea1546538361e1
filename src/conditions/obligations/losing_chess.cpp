#include "conditions/obligations/losing_chess.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

void LosingChess::restrict(Position&, const Rules&, MoveList& moves) const {
  if (std::none_of(moves.begin(), moves.end(), [](const Move& m) { return m.is_capture(); })) return;
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (moves[i].is_capture()) moves[kept++] = moves[i];
  moves.truncate(kept);
}

void apply_losing_chess(Rules& rules, const std::vector<std::string>& arguments) {
  bool no_castling = false;
  for (const std::string& a : arguments) {
    if (lower_case(a) == "nocastling")
      no_castling = true;
    else
      throw std::invalid_argument("LosingChess " + a + " is not supported yet");
  }
  rules.claim("check", "LosingChess");  // there is none
  rules.claim("White's obligation", "LosingChess");
  rules.claim("Black's obligation", "LosingChess");
  RuleParams& params = rules.params();
  params.royal_capture = true;
  params.kings_may_be_missing = true;
  params.several_kings = true;
  auto& kinds = params.promotion_kinds;
  if (!kinds.empty() && std::find(kinds.begin(), kinds.end(), PieceKind::King) == kinds.end())
    kinds.insert(kinds.begin(), PieceKind::King);  // (first, as Popeye lists them)
  rules.add_module(std::make_unique<LosingChess>(no_castling));
}

const ConditionEntry& losing_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "LosingChess",
                .fr = "QuiPerdGagne",
                .de = "Schlagschach",
                .seeds = {{"Qui perd gagne - Losing game", {"NoCastling"}}}},
      .apply = &apply_losing_chess,
      .no_check_goals = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
