// The problem model's helpers: the name of a board square, questions about the conditions.
#include "solver/problem.h"

#include <algorithm>

namespace nightrider::solver {

bool has_condition(const std::vector<ConditionSpec>& conditions, std::string_view name) {
  return std::any_of(conditions.begin(), conditions.end(), [&](const ConditionSpec& c) { return c.name == name; });
}

bool attribute_of_every_unit(std::string_view attribute, const std::vector<ConditionSpec>& conditions) {
  if (attribute == "Volage") return has_condition(conditions, "Volage") || has_condition(conditions, "Hypervolage");
  if (attribute == "Patrol") return has_condition(conditions, "Patrouille");
  if (attribute == "Functionary") return has_condition(conditions, "FunctionaryChess");
  if (attribute == "Anda" || attribute == "AndaInverse") return has_condition(conditions, attribute);
  return false;
}

std::string square_name(BoardSquare s) {
  std::string name;
  name += static_cast<char>('a' + s.file);
  name += static_cast<char>('1' + s.rank);
  return name;
}

IntelligentRestriction intelligent_restriction(const ProblemTwin& twin) {
  if (!twin.options.intelligent) return IntelligentRestriction::None;
  // The conditions Popeye's intelligent mode takes (its list, by their English keywords; Maximummer is
  // BlackMaximummer, UltraSchachZwang one side's).
  static constexpr std::string_view kTaken[] = {"BichromChess",
                                                "MonochromChess",
                                                "GridChess",
                                                "BlackEdgeMover",
                                                "WhiteEdgeMover",
                                                "NoCapture",
                                                "HaanerChess",
                                                "Maximummer",
                                                "BlackMaximummer",
                                                "BlackMinimummer",
                                                "WhiteMaximummer",
                                                "WhiteMinimummer",
                                                "Hole",
                                                "BlackMustCapture",
                                                "WhiteMustCapture",
                                                "BlackFollowMyLeader",
                                                "WhiteFollowMyLeader",
                                                "WhiteForcedSquare",
                                                "WhiteConsequentForcedSquare",
                                                "BlackForcedSquare",
                                                "BlackConsequentForcedSquare",
                                                "PromOnly",
                                                "WhitePromSquares",
                                                "BlackPromSquares",
                                                "NoWhitePromotion",
                                                "NoBlackPromotion",
                                                "UltraSchachZwang",
                                                "BlackUltraSchachZwang",
                                                "WhiteUltraSchachZwang",
                                                "NoWhiteCapture",
                                                "NoBlackCapture",
                                                "AlphabeticChess",
                                                "WhiteAlphabeticChess",
                                                "BlackAlphabeticChess",
                                                "LosingChess",
                                                "LastCapture",
                                                "NoIProm"};
  for (const ConditionSpec& c : twin.conditions)
    if (std::find(std::begin(kTaken), std::end(kTaken), c.name) == std::end(kTaken))
      return IntelligentRestriction::NotSolved;
  // Fairy units (a pawn could promote to them; the dummy aside) and kamikaze units.
  for (const Unit& u : twin.units) {
    static constexpr std::string_view kOrthodox[] = {"K", "Q", "R", "B", "S", "P", "DU"};
    if (std::find(std::begin(kOrthodox), std::end(kOrthodox), u.kind) == std::end(kOrthodox) ||
        std::find(u.attributes.begin(), u.attributes.end(), "Kamikaze") != u.attributes.end())
      return IntelligentRestriction::NotSolved;
  }
  // Help and series play to mate or stalemate (ser-#, ser-=, ser-h#, ser-h=, h#, h=); proof games have
  // an intelligent mode of their own.
  const Stipulation& s = twin.stipulation;
  if (is_proof_game(s)) return IntelligentRestriction::None;
  const auto mate_or_stalemate = [](Goal g) { return g == Goal::Mate || g == Goal::Stalemate; };
  const bool goals = mate_or_stalemate(s.goal) && (!s.reci_goal || mate_or_stalemate(*s.reci_goal));
  const bool play = s.play == Play::Help || (s.series && s.play == Play::Direct);
  return goals && play ? IntelligentRestriction::None : IntelligentRestriction::Solved;
}

}  // namespace nightrider::solver
