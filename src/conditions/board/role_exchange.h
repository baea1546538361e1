// Role exchange (Popeye `RoleExchange [n]`, French `EchangeRole`, German `Rollentausch`;
// conditions/role_exchange.c): instead of a move, White may exchange roles: the board turns half
// round (a1 goes to h8) and every unit changes side (neutral ones stay neutral), then Black moves. The
// exchange is White's move: it is legal when White (its units now the former black ones) is not in
// check after it, whatever stood in check before. With a number, White may exchange roles that many
// times in a line of play at most (a count kept in the position's rule flags); without, as often as
// it likes. Written as Popeye writes it, "1. RoleExchange !", "2. Rollentausch #". The goals do not
// count the exchange among White's moves (Popeye's tests of mate and stalemate generate none): White in
// check with no other move is mated (BEISPIEL/rollentausch.inp 11, with GoalIsEnd: "1...f3-f2 +"
// refutes), though it may still exchange roles, out of check, in play.
//
// The exchange is a pass (MoveKind::Null) marked by its `aux` (kRoleExchangeMove); the conditions
// that act after a move leave passes alone, as Popeye plays none of theirs after it. In a game the
// exchange is written "0000" in coordinates, "--" in SAN.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Move::aux of a role exchange (a Null move).
inline constexpr uint8_t kRoleExchangeMove = 2;
inline bool is_role_exchange(const Move& m) { return m.kind == MoveKind::Null && m.aux == kRoleExchangeMove; }

class RoleExchange final : public RuleModule {
 public:
  // `limit` 0: as often as White likes; else at most that many times, counted in `bits` rule flags
  // from `first_flag`.
  RoleExchange(int limit, int first_flag, int bits) : limit_(limit), first_flag_(first_flag), bits_(bits) {}
  const char* name() const override { return "RoleExchange"; }
  const char* effect_words() const override { return "role exchange"; }
  unsigned hooks() const override { return kHookGenerate | kHookAfterMove | kHookImmobility; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // As Popeye's goal tests see it: White is mated or stalemated when it has no move but the exchange.
  std::optional<bool> immobile(Position& pos, const Rules& rules) const override;
  // Refuses a diagram with castling rights (Popeye keeps them through exchanges: after two, a king back
  // on its square castles; not modelled), and rules not compared with Popeye beside the exchange.
  void diagram(Position& pos, const Rules& rules) const override;
  bool changes_board_after_quiet_move(const Position&, const Move& m) const override {
    return is_role_exchange(m);
  }

 private:
  int used(const Position& pos) const;
  int limit_, first_flag_, bits_;
};

void apply_role_exchange(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& role_exchange_condition();

}  // namespace nightrider::conditions
