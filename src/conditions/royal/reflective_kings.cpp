#include "conditions/royal/reflective_kings.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// The walks a king may be lent: those of the rule set's pieces with walk data, the pawn's too.
bool reflective_borrowable(const Rules& rules, PieceKind k) {
  const PieceDef& d = rules.def(k);
  return k != PieceKind::King && rules.uses(k) && !d.special && !d.borrows_walks && !d.royal &&
         d.target == CaptureTarget::Enemy;
}

// The walks lent to the king on `king` of `side` by the enemy units observing it (the kings observing as
// kings: this module's own observation rule is not asked), and whether the enemy king observes it.
struct ReflectiveLent {
  std::vector<PieceKind> walks;
  bool king = false;
  bool any() const { return king || !walks.empty(); }
};

ReflectiveLent reflective_lent(const Position& pos, const Rules& rules, Square king, Colour side) {
  ReflectiveLent lent;
  const Colour enemy = opposite(side);
  for (int k = 0; k < kPieceKindCount; ++k) {
    const auto walk = static_cast<PieceKind>(k);
    const bool own = walk == PieceKind::King;
    if (!own && !reflective_borrowable(rules, walk)) continue;
    if (!rules.is_attacked_by(pos, king, enemy, walk, ObservationLevel::Observation, ObservationPurpose::Check))
      continue;
    if (own) lent.king = true;
    else lent.walks.push_back(walk);
  }
  return lent;
}

// The side's king, if it stands on the board as a king.
Square reflective_king_square(const Position& pos, Colour side) {
  const Square king = pos.king(side);
  return king.is_some() && pos.at(king).is(PieceKind::King, side) ? king : Square();
}

}  // namespace

const char* ReflectiveKing::name() const {
  switch (rule_) {
    case KingReflection::Reflective:
      return side_ == Colour::White ? "white reflective king" : "black reflective king";
    case KingReflection::Transmuted:
      return side_ == Colour::White ? "white transmuted king" : "black transmuted king";
    case KingReflection::SuperTransmuting:
      return side_ == Colour::White ? "white super-transmuting king" : "black super-transmuting king";
    case KingReflection::StrictlyTransmuted:
      break;
  }
  return side_ == Colour::White ? "white strictly transmuted king" : "black strictly transmuted king";
}

unsigned ReflectiveKing::hooks() const {
  if (rule_ == KingReflection::Reflective) return kHookGenerate;
  if (rule_ == KingReflection::SuperTransmuting)
    return kHookGenerate | kHookObligation | kHookCheck | kHookObservation;
  return kHookGenerate | kHookFilter | kHookCheck | kHookObservation;
}

namespace {

// Calls visit(walk, m) for each move of the king with each walk lent to it, as a unit of that walk's kind
// would make it from the king's square. As a pawn of its side it takes no en passant and does not promote
// (it never reaches the last rank so), and its double step is a plain move: those moves are left out.
template <class Visit>
void for_each_lent_walk_move(const Position& pos, const Rules& rules, Square king, const ReflectiveLent& lent,
                             Visit&& visit) {
  for (const PieceKind walk : lent.walks) {
    MoveList walk_moves;
    with_unit_on(pos, king, king, pos.at(king).with_kind(walk), [&](const Position& as) {
      rules.generate_walk_moves(as, king, walk_moves);
      return true;
    });
    for (size_t i = 0; i < walk_moves.size(); ++i) {
      const Move& m = walk_moves[i];
      if (m.kind == MoveKind::EnPassant || m.promotion != PieceKind::None) continue;
      visit(walk, m);
    }
  }
}

// The king's moves with the walks lent to it (as plain moves, each arrival once).
void reflective_lent_moves(const Position& pos, const Rules& rules, Square king, const ReflectiveLent& lent,
                           MoveList& out) {
  for_each_lent_walk_move(pos, rules, king, lent, [&](PieceKind, const Move& m) {
    bool known = false;  // (the king's own move there, or another walk's)
    for (size_t j = 0; j < out.size() && !known; ++j)
      known = out[j].from == king && out[j].to == m.to && out[j].kind == MoveKind::Normal;
    if (known) return;
    Move plain{king, m.to};
    plain.flags = m.flags & kFlagCapture;
    out.push(plain);
  });
}

// The super-transmuting king's moves: one per lent walk and arrival, each making the king a unit of that
// walk's kind (the move's promotion).
void super_transmuting_moves(const Position& pos, const Rules& rules, Square king, const ReflectiveLent& lent,
                             MoveList& out) {
  for_each_lent_walk_move(pos, rules, king, lent, [&](PieceKind walk, const Move& m) {
    Move transmuting{king, m.to};
    transmuting.flags = m.flags & kFlagCapture;
    transmuting.promotion = walk;
    out.push(transmuting);
  });
}

}  // namespace

void ReflectiveKing::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  if (pos.side_to_move() != side_) return;
  const Square king = reflective_king_square(pos, side_);
  if (king.is_none()) return;
  if (rule_ == KingReflection::SuperTransmuting)
    super_transmuting_moves(pos, rules, king, reflective_lent(pos, rules, king, side_), out);
  else
    reflective_lent_moves(pos, rules, king, reflective_lent(pos, rules, king, side_), out);
}

void ReflectiveKing::restrict(Position& pos, const Rules& rules, MoveList& moves) const {
  if (pos.side_to_move() != side_) return;
  const Square king = reflective_king_square(pos, side_);
  if (king.is_none() || !reflective_lent(pos, rules, king, side_).any()) return;
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (moves[i].from == king && moves[i].promotion != PieceKind::None) moves[kept++] = moves[i];
  moves.truncate(kept);
}

bool ReflectiveKing::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (pos.side_to_move() != side_ || !pos.at(m.from).is(PieceKind::King, side_)) return true;
  const ReflectiveLent lent = reflective_lent(pos, rules, m.from, side_);
  if (rule_ == KingReflection::Transmuted && (!lent.any() || lent.king)) return true;  // (as a king too)
  // Only where a lent walk goes: the king's own moves there, castling never.
  if (m.kind != MoveKind::Normal) return false;
  MoveList lent_moves;
  reflective_lent_moves(pos, rules, m.from, lent, lent_moves);
  for (size_t i = 0; i < lent_moves.size(); ++i)
    if (lent_moves[i].to == m.to) return true;
  return false;
}

std::optional<bool> ReflectiveKing::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (c == side_) return std::nullopt;
  if (rules.in_check_after(pos, c, this)) return true;
  const Square target = pos.king(c);
  const Square king = reflective_king_square(pos, side_);
  if (target.is_none() || king.is_none()) return false;
  for (const PieceKind walk : reflective_lent(pos, rules, king, side_).walks)
    if (with_unit_on(pos, king, king, pos.at(king).with_kind(walk),
                     [&](const Position& as) { return rules.attacks(as, king, target); }))
      return true;
  return false;
}

bool ReflectiveKing::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  if (o.walk != PieceKind::King || o.by != side_ || !pos.at(o.from).is(PieceKind::King, side_)) return true;
  if (rule_ == KingReflection::StrictlyTransmuted) return false;
  // A transmuted king observes as a king only when it is unobserved or the enemy king observes it.
  const ReflectiveLent lent = reflective_lent(pos, rules, o.from, side_);
  return !lent.any() || lent.king;
}

namespace {

const char* reflective_keyword(KingReflection rule, Colour side) {
  const bool white = side == Colour::White;
  switch (rule) {
    case KingReflection::Reflective:
      return white ? "WhiteReflectiveKing" : "BlackReflectiveKing";
    case KingReflection::Transmuted:
      return white ? "WhiteTransmutedKing" : "BlackTransmutedKing";
    case KingReflection::SuperTransmuting:
      return white ? "WhiteSuperTransmutingKing" : "BlackSuperTransmutingKing";
    case KingReflection::StrictlyTransmuted:
      break;
  }
  return "StrictlyTransmutedKings";
}

void reflective_king_for(Rules& rules, Colour side, KingReflection rule) {
  const std::string owner = reflective_keyword(rule, side);
  rules.exclude(kCapabilityBorrowedWalks, owner,
                "a king borrowing the walks of units that move with the walk behind them (Annan) is not supported yet");
  const std::string capability = side == Colour::White ? "the white king's reflection" : "the black king's reflection";
  if (const std::string* other = rules.provider(capability)) {
    if (*other == owner) return;  // (ReflectiveKings with a side's own condition: once)
    throw std::invalid_argument(owner + " cannot be combined with " + *other + ": both decide how the " +
                                (side == Colour::White ? "white" : "black") + " king moves");
  }
  rules.provide(capability, owner);
  if (rule == KingReflection::SuperTransmuting) {
    // Its obligation is the side's one (Popeye's mummer slot), and the side may lose its king.
    rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", owner);
    rules.params().kings_may_be_missing = true;
  }
  rules.add_module(std::make_unique<ReflectiveKing>(side, rule));
}

}  // namespace

void apply_white_reflective_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteReflectiveKing", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::Reflective);
}

void apply_black_reflective_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackReflectiveKing", arguments);
  reflective_king_for(rules, Colour::Black, KingReflection::Reflective);
}

void apply_reflective_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ReflectiveKings", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::Reflective);
  reflective_king_for(rules, Colour::Black, KingReflection::Reflective);
}

namespace {

void apply_white_transmuted_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteTransmutedKing", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::Transmuted);
}

void apply_black_transmuted_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackTransmutedKing", arguments);
  reflective_king_for(rules, Colour::Black, KingReflection::Transmuted);
}

void apply_transmuted_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("TransmutedKings", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::Transmuted);
  reflective_king_for(rules, Colour::Black, KingReflection::Transmuted);
}

void apply_white_super_transmuting_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteSuperTransmutingKing", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::SuperTransmuting);
}

void apply_black_super_transmuting_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackSuperTransmutingKing", arguments);
  reflective_king_for(rules, Colour::Black, KingReflection::SuperTransmuting);
}

void apply_strictly_transmuted_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("StrictlyTransmutedKings", arguments);
  reflective_king_for(rules, Colour::White, KingReflection::StrictlyTransmuted);
  reflective_king_for(rules, Colour::Black, KingReflection::StrictlyTransmuted);
}

}  // namespace

const ConditionEntry& white_reflective_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteReflectiveKing",
                .fr = "BlancRoiReflecteur",
                .de = "WeisserReflektierenderKoenig",
                .seeds = {}},
      .apply = &apply_white_reflective_king,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& black_reflective_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackReflectiveKing",
                .fr = "NoirRoiReflecteur",
                .de = "SchwarzerReflektierenderKoenig",
                .seeds = {}},
      .apply = &apply_black_reflective_king,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& reflective_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ReflectiveKings",
                .fr = "RoisReflecteurs",
                .de = "ReflektierendeKoenige",
                .seeds = {{"Rois réflecteurs", {}}}},
      .apply = &apply_reflective_kings,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& white_transmuted_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteTransmutedKing",
                .fr = "BlancRoiTransmute",
                .de = "WeisserTransmutierenderKoenig",
                .seeds = {}},
      .apply = &apply_white_transmuted_king,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& black_transmuted_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackTransmutedKing",
                .fr = "NoirRoiTransmute",
                .de = "SchwarzerTransmutierenderKoenig",
                .seeds = {}},
      .apply = &apply_black_transmuted_king,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& transmuted_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "TransmutedKings", .fr = "RoisTransmutes", .de = "TransmutierendeKoenige", .seeds = {}},
      .apply = &apply_transmuted_kings,
      .popeye_sorts_moves_by_squares = true,
  };
  return entry;
}

const ConditionEntry& strictly_transmuted_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "StrictlyTransmutedKings",
                .fr = "StrictlyTransmutedKings",
                .de = "StrictlyTransmutedKings",
                .seeds = {{"Rois strictement transmutés", {}}}},
      .apply = &apply_strictly_transmuted_kings,
  };
  return entry;
}

const ConditionEntry& white_super_transmuting_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteSuperTransmutingKing",
                .fr = "BlancSuperRoiTransmute",
                .de = "WeisserSuperTransmutierenderKoenig",
                .seeds = {}},
      .apply = &apply_white_super_transmuting_king,
  };
  return entry;
}

const ConditionEntry& black_super_transmuting_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackSuperTransmutingKing",
                .fr = "NoirSuperRoiTransmute",
                .de = "SchwarzerSuperTransmutierenderKoenig",
                .seeds = {}},
      .apply = &apply_black_super_transmuting_king,
  };
  return entry;
}

}  // namespace nightrider::conditions
