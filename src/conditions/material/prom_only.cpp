#include "conditions/material/prom_only.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"
#include "pieces/piece_def.h"
#include "rules/letter_for_new_kind.h"

namespace nightrider::conditions {

bool PromOnly::admits(const Position&, const Rules&, const Move& m) const {
  return m.promotion == PieceKind::None || std::find(kinds_.begin(), kinds_.end(), m.promotion) != kinds_.end();
}

void apply_prom_only(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.empty()) throw std::invalid_argument("PromOnly needs piece codes (PromOnly S B)");
  std::vector<PieceKind> listed;
  for (const std::string& argument : arguments) {
    std::string code = argument;
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
    const std::optional<PieceKind> kind = kind_for_popeye_code(code);
    if (!kind) throw std::invalid_argument("PromOnly: piece " + argument + " is not supported yet");
    if (builtin_piece(*kind).pawn) throw std::invalid_argument("PromOnly " + argument + " (a promotion to a pawn) is not supported yet");
    if (std::find(listed.begin(), listed.end(), *kind) == listed.end()) listed.push_back(*kind);
  }
  auto& kinds = rules.params().promotion_kinds;
  if (kinds.empty()) throw std::invalid_argument("PromOnly cannot be combined with this rule set: it has no promotion");
  // The listed kinds in the rule set's order (a king first, as the conditions that promote to kings put
  // it), then the fairy kinds in the order written; a kind the rule set does not use yet joins it under
  // its own letter.
  std::vector<PieceKind> ordered;
  if (std::find(listed.begin(), listed.end(), PieceKind::King) != listed.end()) ordered.push_back(PieceKind::King);
  for (PieceKind kind : kinds)
    if (kind != PieceKind::King && std::find(listed.begin(), listed.end(), kind) != listed.end()) ordered.push_back(kind);
  for (PieceKind kind : listed)
    if (std::find(ordered.begin(), ordered.end(), kind) == ordered.end()) ordered.push_back(kind);
  for (PieceKind kind : ordered) {
    if (rules.uses(kind)) continue;
    const std::optional<char> letter = letter_for_new_kind(rules, kind);
    if (!letter)
      throw std::invalid_argument("PromOnly " + std::string(builtin_piece(kind).popeye_code) +
                                  ": no letter is left for it");
    rules.use_piece(kind, *letter);
  }
  kinds = ordered;
  rules.add_module(std::make_unique<PromOnly>(ordered));
}

const ConditionEntry& prom_only_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PromOnly", .fr = "PromSeul", .de = "UWnur", .seeds = {}},
      .apply = &apply_prom_only,
  };
  return entry;
}

}  // namespace nightrider::conditions
