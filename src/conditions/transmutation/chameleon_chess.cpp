#include "conditions/transmutation/chameleon_chess.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/transmutation/chameleon_units.h"
#include "pieces/piece_def.h"
#include "rules/letter_for_new_kind.h"

namespace nightrider::conditions {

namespace {

// Sets the rule set's chameleon cycle from Popeye's piece codes (`keyword` names it in messages): each
// kind becomes the next one, the last the first (unless written again), every other kind itself.
void set_chameleon_cycle(Rules& rules, const char* keyword, const std::vector<std::string>& codes) {
  std::vector<PieceKind> cycle;
  for (const std::string& code : codes) {
    std::string upper = code;
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char c) { return std::toupper(c); });
    const std::optional<PieceKind> kind = kind_for_popeye_code(upper);
    if (!kind)
      throw std::invalid_argument(std::string(keyword) + ": piece " + code + " is not supported yet");
    cycle.push_back(*kind);
  }
  if (cycle.size() < 2) throw std::invalid_argument(std::string(keyword) + " needs at least two piece codes");
  std::vector<PieceKind> next(kPieceKindCount);
  for (int k = 0; k < kPieceKindCount; ++k) next[static_cast<size_t>(k)] = static_cast<PieceKind>(k);
  for (size_t i = 0; i + 1 < cycle.size(); ++i) next[static_cast<size_t>(cycle[i])] = cycle[i + 1];
  if (cycle.back() != cycle.front()) next[static_cast<size_t>(cycle.back())] = cycle.front();
  for (PieceKind kind : cycle) {
    if (rules.uses(kind)) continue;
    const std::optional<char> letter = letter_for_new_kind(rules, kind);
    if (!letter)
      throw std::invalid_argument(std::string(keyword) + " " + std::string(builtin_piece(kind).popeye_code) +
                                  ": no letter is left for it");
    rules.use_piece(kind, *letter);
  }
  rules.params().chameleon_next = std::move(next);
}

}  // namespace

void apply_chameleon_chess(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityChameleonUnits, "ChameleonChess", "Popeye refuses chameleon units beside it");
  rules.exclude(
      kCapabilityMoverGoesOn, "ChameleonChess",
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.exclude(kCapabilityKnightRole, "ChameleonChess",
                "the chameleon cycle with another kind in the knight's role is not supported yet");
  if (!arguments.empty()) set_chameleon_cycle(rules, "ChameleonChess", arguments);
  rules.add_module(std::make_unique<ChameleonUnits>(/*every_unit=*/true));
}

void apply_chameleon_sequence(Rules& rules, const std::vector<std::string>& arguments) {
  set_chameleon_cycle(rules, "ChameleonSequence", arguments);
}

const ConditionEntry& chameleon_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ChameleonChess", .fr = "EchecsCameleon", .de = "ChamaeleonSchach", .seeds = {}},
      .apply = &apply_chameleon_chess,
      .order = -3,  // the mover's change comes before any other rule's side effect, as in Popeye
  };
  return entry;
}

const ConditionEntry& chameleon_sequence_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ChameleonSequence", .fr = "CameleonSequence", .de = "Chamaeleonsequenz", .seeds = {}},
      .apply = &apply_chameleon_sequence,
  };
  return entry;
}

}  // namespace nightrider::conditions
