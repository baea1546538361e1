#include "conditions/royal/vaulting_kings.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <stdexcept>
#include <string_view>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"
#include "pieces/piece_def.h"
#include "rules/letter_for_new_kind.h"

namespace nightrider::conditions {

namespace {

// A kind the rule set does not use yet joins it (rules/letter_for_new_kind.h).
void vaulting_use_kind(Rules& rules, PieceKind kind, const std::string& keyword) {
  if (rules.uses(kind)) return;
  const std::optional<char> letter = letter_for_new_kind(rules, kind);
  if (!letter)
    throw std::invalid_argument(keyword + " " + std::string(builtin_piece(kind).popeye_code) +
                                ": no letter is left for it");
  rules.use_piece(kind, *letter);
}

// The side's king, if it stands on the board as a king and vaults: an enemy unit observes it (the enemy
// king as a king: this module's check is not asked).
Square vaulting_king_square(const Position& pos, const Rules& rules, Colour side) {
  const Square king = pos.king(side);
  if (king.is_none() || !pos.at(king).is(PieceKind::King, side)) return Square();
  return rules.is_attacked(pos, king, opposite(side)) ? king : Square();
}

}  // namespace

void VaultingKing::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  if (pos.side_to_move() != side_) return;
  const Square king = vaulting_king_square(pos, rules, side_);
  if (king.is_none()) return;
  for (const PieceKind walk : walks_) {
    MoveList walk_moves;
    with_unit_on(pos, king, king, pos.at(king).with_kind(walk), [&](const Position& as) {
      rules.generate_walk_moves(as, king, walk_moves);
      return true;
    });
    for (const Move& m : walk_moves) {
      if (m.from != king || m.kind != MoveKind::Normal) continue;
      bool known = false;  // (the king's own move there, or another walk's)
      for (size_t j = 0; j < out.size() && !known; ++j)
        known = out[j].from == king && out[j].to == m.to && out[j].kind == MoveKind::Normal;
      if (known) continue;
      Move plain{king, m.to};
      plain.flags = m.flags & kFlagCapture;
      out.push(plain);
    }
  }
}

std::optional<bool> VaultingKing::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (c == side_) return std::nullopt;
  if (rules.in_check_after(pos, c, this)) return true;
  const Square target = pos.king(c);
  if (target.is_none()) return false;
  const Square king = vaulting_king_square(pos, rules, side_);
  if (king.is_none()) return false;
  for (const PieceKind walk : walks_)
    if (with_unit_on(pos, king, king, pos.at(king).with_kind(walk),
                     [&](const Position& as) { return rules.attacks(as, king, target); }))
      return true;
  return false;
}

namespace {

void vaulting_king_for(Rules& rules, Colour side, const std::string& keyword,
                       const std::vector<std::string>& arguments) {
  std::vector<PieceKind> walks;
  for (const std::string& argument : arguments) {
    const std::string word = lower_case(argument);
    if (word == "transmuting" || word == "transmutierende" || word == "transmute")
      throw std::invalid_argument(keyword + " Transmuting is not supported yet");
    std::string code = argument;
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char ch) { return std::toupper(ch); });
    const std::optional<PieceKind> kind = kind_for_popeye_code(code);
    if (!kind) throw std::invalid_argument(keyword + ": piece " + argument + " is not supported yet");
    if (builtin_piece(*kind).pawn || *kind == PieceKind::King)
      throw std::invalid_argument(keyword + " " + argument +
                                  " (a king vaulting as a pawn or a king) is not supported yet");
    if (std::find(walks.begin(), walks.end(), *kind) == walks.end()) walks.push_back(*kind);
  }
  if (walks.empty()) walks.push_back(PieceKind::Equihopper);  // (Popeye's default)
  for (const PieceKind kind : walks) vaulting_use_kind(rules, kind, keyword);
  const std::string capability =
      side == Colour::White ? "the white king's vaulting" : "the black king's vaulting";
  if (const std::string* other = rules.provider(capability))
    throw std::invalid_argument(keyword + " cannot be combined with " + *other + ": both decide how the " +
                                (side == Colour::White ? "white" : "black") + " king vaults");
  rules.provide(capability, keyword);
  rules.add_module(std::make_unique<VaultingKing>(side, std::move(walks)));
}

}  // namespace

void apply_vaulting_kings(Rules& rules, const std::vector<std::string>& arguments) {
  vaulting_king_for(rules, Colour::White, "VaultingKings", arguments);
  vaulting_king_for(rules, Colour::Black, "VaultingKings", arguments);
}

void apply_white_vaulting_king(Rules& rules, const std::vector<std::string>& arguments) {
  vaulting_king_for(rules, Colour::White, "WhiteVaultingKing", arguments);
}

void apply_black_vaulting_king(Rules& rules, const std::vector<std::string>& arguments) {
  vaulting_king_for(rules, Colour::Black, "BlackVaultingKing", arguments);
}

const ConditionEntry& vaulting_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "VaultingKings", .fr = "VaultingKings", .de = "VaultingKings", .seeds = {}},
      .apply = &apply_vaulting_kings,
  };
  return entry;
}

const ConditionEntry& white_vaulting_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteVaultingKing",
                .fr = "BlancVaultingKing",
                .de = "WeisserVaultingKing",
                .seeds = {}},
      .apply = &apply_white_vaulting_king,
  };
  return entry;
}

const ConditionEntry& black_vaulting_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackVaultingKing",
                .fr = "NoirVaultingKing",
                .de = "SchwarzerVaultingKing",
                .seeds = {}},
      .apply = &apply_black_vaulting_king,
  };
  return entry;
}

}  // namespace nightrider::conditions
