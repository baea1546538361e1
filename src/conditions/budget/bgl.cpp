#include "conditions/budget/bgl.h"

#include <bit>
#include <cmath>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The bits a counter of what is spent needs: enough for the budget (nothing more can be spent), at most
// 16 (655.35 squares: more than any solution of Popeye's examples spends).
int bgl_counter_bits(long budget) {
  const int bits = std::bit_width(static_cast<unsigned long>(budget));
  return std::max(1, std::min(bits, 16));
}

// "7", "4.5", "27,42", "3.", "-": a budget in hundredths (Bgl::kNoBudget for "-"), as Popeye reads it.
long bgl_read_budget(const std::string& word) {
  if (word == "-") return Bgl::kNoBudget;
  const std::string bad = "BGL: '" + word + "' is not a budget (a number with at most two decimals, or -)";
  long whole = 0, fraction = 0;
  int digits = 0, decimals = -1;
  for (const char c : word) {
    if (c == '.' || c == ',') {
      if (decimals >= 0) throw std::invalid_argument(bad);
      decimals = 0;
    } else if (c >= '0' && c <= '9') {
      if (decimals < 0) {
        whole = whole * 10 + (c - '0');
        if (++digits > 7) throw std::invalid_argument(bad);
      } else {
        if (++decimals > 2) throw std::invalid_argument(bad);
        fraction = fraction * 10 + (c - '0');
      }
    } else {
      throw std::invalid_argument(bad);
    }
  }
  if (digits == 0 && decimals <= 0) throw std::invalid_argument(bad);
  return whole * 100 + (decimals == 1 ? fraction * 10 : fraction);
}

}  // namespace

long Bgl::cost(Square from, Square to) {
  const int dx = from.file() - to.file(), dy = from.rank() - to.rank();
  return std::lround(100.0 * std::sqrt(static_cast<double>(dx * dx + dy * dy)));
}

std::string Bgl::budget_text(long hundredths) {
  if (hundredths == kNoBudget) return "-";
  std::string text = std::to_string(hundredths / 100);
  const long rest = hundredths % 100;
  if (rest == 0) return text;
  if (rest % 10 == 0) return text + "." + std::to_string(rest / 10);
  return text + "." + (rest < 10 ? "0" : "") + std::to_string(rest);
}

long Bgl::spent(const Position& pos, int counter) const {
  return static_cast<long>((pos.rule_flags() >> counter_flag(counter)) & ((1u << bits_[static_cast<size_t>(counter)]) - 1));
}

long Bgl::left(const Position& pos, Colour c) const {
  if (c == Colour::Neutral) return kNoBudget;
  const int k = counter(c);
  const long budget = budgets_[c == Colour::White ? 0 : 1];
  if (budget == kNoBudget) return kNoBudget;
  return budget - spent(pos, k);
}

bool Bgl::admits(const Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  const long budget = left(pos, pos.side_to_move());
  return budget == kNoBudget || cost(m.from, m.to) <= budget;
}

void Bgl::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const Colour mover = pos.side_to_move();
  if (left(pos, mover) == kNoBudget) return;
  const int k = counter(mover);
  const long now = spent(pos, k) + cost(m.from, m.to);
  const int first = counter_flag(k);
  for (int bit = 0; bit < bits_[static_cast<size_t>(k)]; ++bit) pos.set_rule_flag(first + bit, (now >> bit) & 1);
}

bool Bgl::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  const long budget = left(pos, o.by);
  return budget == kNoBudget || cost(o.from, o.target) <= budget;
}

std::string Bgl::state_note(const Position& after, Colour mover) const {
  if (mover == Colour::Neutral || budgets_[mover == Colour::White ? 0 : 1] == kNoBudget) return {};
  if (shared_) return budget_text(left(after, Colour::White));
  return budget_text(left(after, Colour::White)) + "/" + budget_text(left(after, Colour::Black));
}

void apply_bgl(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.size() > 2)
    throw std::invalid_argument("BGL takes one budget, or White's and Black's (got " +
                                std::to_string(arguments.size()) + " arguments)");
  std::array<long, 2> budgets{Bgl::kNoBudget, Bgl::kNoBudget};
  bool shared = false;
  if (arguments.size() == 1) {
    budgets[0] = budgets[1] = bgl_read_budget(arguments[0]);
    shared = true;
  } else if (arguments.size() == 2) {
    budgets[0] = bgl_read_budget(arguments[0]);
    budgets[1] = bgl_read_budget(arguments[1]);
  }
  std::array<int, 2> bits{0, 0};
  int first_flag = -1;
  if (shared) {
    if (budgets[0] != Bgl::kNoBudget) {
      bits[0] = bgl_counter_bits(budgets[0]);
      first_flag = rules.reserve_flags("BGL", bits[0]);
    }
  } else {
    for (size_t k = 0; k < 2; ++k)
      if (budgets[k] != Bgl::kNoBudget) bits[k] = bgl_counter_bits(budgets[k]);
    if (bits[0] + bits[1] > 0) first_flag = rules.reserve_flags("BGL", bits[0] + bits[1]);
  }
  if (first_flag < 0) return;  // no budget at all: chess
  rules.add_module(std::make_unique<Bgl>(budgets, shared, first_flag, bits));
}

const ConditionEntry& bgl_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BGL", .fr = "BGL", .de = "BGL", .seeds = {}},
      .apply = &apply_bgl,
  };
  return entry;
}

}  // namespace nightrider::conditions
