#include "conditions/movers/imitator.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

int imitator_sign(int x) { return (x > 0) - (x < 0); }

// The squares of an Imitator argument list, in their order ("b6", "a7b7c7").
std::vector<Square> imitator_squares(const std::vector<std::string>& arguments, const Geometry& geometry) {
  std::vector<Square> squares = square_list_arguments("Imitator", arguments, geometry, false);
  if (squares.size() > 10) squares.resize(10);  // (Popeye keeps the first ten, as many as it holds)
  return squares;
}

}  // namespace

int Imitator::field(const Position& pos, int index) const {
  return static_cast<int>((pos.rule_flags() >> (first_flag_ + kCoordinateBits * index)) & ((1u << kCoordinateBits) - 1));
}

void Imitator::set_field(Position& pos, int index, int value) const {
  const int base = first_flag_ + kCoordinateBits * index;
  const uint32_t current = pos.rule_flags();
  for (int b = 0; b < kCoordinateBits; ++b) {
    const bool on = (static_cast<unsigned>(value) >> b) & 1u;
    if (((current >> (base + b)) & 1u) != static_cast<unsigned>(on)) pos.set_rule_flag(base + b, on);
  }
}

std::vector<Imitator::Spot> Imitator::spots(const Position& pos) const {
  auto signed_field = [&](int index) {
    const int v = field(pos, index);
    return v >= (1 << (kCoordinateBits - 1)) ? v - (1 << kCoordinateBits) : v;
  };
  const int dx = signed_field(0), dy = signed_field(1);
  std::vector<Spot> out;
  out.reserve(squares_.size() + kPromotedSlots);
  for (Square s : squares_) out.push_back({s.file() + dx, s.rank() + dy});
  for (int i = 0; i < kPromotedSlots; ++i) {
    const int vx = field(pos, 2 + 2 * i);
    if (vx == 0) continue;
    out.push_back({vx - 8 + dx, field(pos, 3 + 2 * i) - 8 + dy});
  }
  return out;
}

Marks Imitator::marks(const Position& pos, const Rules&) const {
  Marks m;
  m.letter = 'I';
  for (const Spot& s : spots(pos))
    if (pos.geometry().contains(s.file, s.rank)) m.squares.push_back(Square(s.file, s.rank));
  return m;
}

bool Imitator::followed(const Position& pos, const Rules& rules, PieceKind kind, Colour /*side*/, Square from, Square to,
                        bool double_step, bool from_empty) const {
  const Geometry& geo = pos.geometry();
  const std::vector<Spot> all = spots(pos);
  // Popeye's tests: an imitator's square after a step is free if it is on the board and empty or the
  // mover's square (`arrival`); a square of a line it crosses or lands on beyond a hurdle must be empty
  // (the mover's square only where it is emptied, for an observation); a hurdle is a unit.
  auto free_arrival = [&](int f, int r) {
    if (!geo.contains(f, r)) return false;
    const Square s(f, r);
    return s == from || pos.at(s).is_empty();
  };
  auto free_line = [&](int f, int r) {
    if (!geo.contains(f, r)) return false;
    const Square s(f, r);
    return (from_empty && s == from) || pos.at(s).is_empty();
  };
  auto hurdle = [&](int f, int r) { return geo.contains(f, r) && pos.at(Square(f, r)).is_unit(); };
  const int df = to.file() - from.file(), dr = to.rank() - from.rank();
  // Every imitator steps `steps` times by (vf, vr), each step's square free.
  auto ride = [&](int vf, int vr, int steps) {
    for (const Spot& i : all)
      for (int k = 1; k <= steps; ++k)
        if (!free_arrival(i.file + k * vf, i.rank + k * vr)) return false;
    return true;
  };
  // Every imitator passes steps 1 .. hurdle-1 of (vf, vr) over empty squares, finds a hurdle at step
  // `at`, then passes steps at+1 .. `last_line` over empty squares and lands on step `land`.
  auto hop = [&](int vf, int vr, int at, int last_line, int land) {
    for (const Spot& i : all) {
      for (int k = 1; k < at; ++k)
        if (!free_line(i.file + k * vf, i.rank + k * vr)) return false;
      if (!hurdle(i.file + at * vf, i.rank + at * vr)) return false;
      for (int k = at + 1; k <= last_line; ++k)
        if (!free_line(i.file + k * vf, i.rank + k * vr)) return false;
      if (!free_arrival(i.file + land * vf, i.rank + land * vr)) return false;
    }
    return true;
  };
  // The multiple k >= `least` of one of the walk's vectors that (df, dr) is, if any.
  auto along = [&](StepKind step, int least, int& vf, int& vr) {
    for (const WalkPart& part : rules.def(kind).parts) {
      if (part.step != step || part.circle || !part.via.empty()) continue;
      for (const Vec& v : part.vectors)
        for (int sign : {1, -1}) {  // (a black unit's vectors are mirrored)
          const int f = v.df, r = sign * v.dr;
          const int k = f != 0 ? df / f : r != 0 ? dr / r : 0;
          if (k >= least && k * f == df && k * r == dr) {
            vf = f;
            vr = r;
            return k;
          }
        }
    }
    return 0;
  };
  switch (kind) {
    case PieceKind::Pawn:
    case PieceKind::BerolinaPawn:
      return double_step ? ride(df / 2, dr / 2, 2) : ride(df, dr, 1);
    case PieceKind::King:
    case PieceKind::Knight:
    case PieceKind::Wesir:
    case PieceKind::Dabbaba:
    case PieceKind::Fers:
    case PieceKind::Alfil:
    case PieceKind::Bucephale:
    case PieceKind::Giraffe:
    case PieceKind::Camel:
    case PieceKind::Zebra:
    case PieceKind::Okapi:
    case PieceKind::Bison:
    case PieceKind::Gnu:
    case PieceKind::Antelope:
    case PieceKind::Squirrel:
    case PieceKind::RootFiftyLeaper:
    case PieceKind::Leaper15:
    case PieceKind::Leaper16:
    case PieceKind::Leaper24:
    case PieceKind::Leaper25:
    case PieceKind::Leaper35:
    case PieceKind::Leaper36:
    case PieceKind::Leaper37:
    case PieceKind::Queen:
    case PieceKind::Rook:
    case PieceKind::Bishop:
    case PieceKind::Nightrider:
    case PieceKind::Elephant:
    case PieceKind::Waran:
    case PieceKind::Camelrider:
    case PieceKind::Zebrarider:
    case PieceKind::Gnurider:
    case PieceKind::Amazon:
    case PieceKind::Empress:
    case PieceKind::Princess:
    case PieceKind::Wesirrider:
    case PieceKind::Fersrider: {
      int vf = 0, vr = 0;
      const int k = along(StepKind::Ride, 1, vf, vr);
      return k > 0 ? ride(vf, vr, k) : ride(df, dr, 1);
    }
    case PieceKind::Mao:
    case PieceKind::Moa:
      for (const WalkPart& part : rules.def(kind).parts)
        for (size_t i = 0; i < part.vectors.size() && i < part.via.size(); ++i)
          if (part.vectors[i].df == df && part.vectors[i].dr == dr) {
            for (const Spot& s : all)
              if (!free_arrival(s.file + part.via[i].df, s.rank + part.via[i].dr) || !free_arrival(s.file + df, s.rank + dr))
                return false;
            return true;
          }
      return true;
    case PieceKind::Grasshopper:
    case PieceKind::RookHopper:
    case PieceKind::BishopHopper:
    case PieceKind::NightriderHopper:
    case PieceKind::CamelriderHopper:
    case PieceKind::ZebrariderHopper:
    case PieceKind::GnuriderHopper:
    case PieceKind::KingHopper:
    case PieceKind::KnightHopper: {
      int vf = 0, vr = 0;
      const int k = along(StepKind::Hop, 2, vf, vr);
      return k == 0 || hop(vf, vr, k - 1, k - 2, k);
    }
    case PieceKind::Moose: {
      // The hurdle: the first unit on one of the eight lines, the arrival next to it turned by 45 degrees.
      for (int vf = -1; vf <= 1; ++vf)
        for (int vr = -1; vr <= 1; ++vr) {
          if (vf == 0 && vr == 0) continue;
          int j = 1;
          while (geo.contains(from.file() + j * vf, from.rank() + j * vr) &&
                 pos.at(Square(from.file() + j * vf, from.rank() + j * vr)).is_empty())
            ++j;
          const int hf = from.file() + j * vf, hr = from.rank() + j * vr;
          if (!geo.contains(hf, hr)) continue;
          const int tf = to.file() - hf, tr = to.rank() - hr;
          const bool turned = (tf == imitator_sign(vf - vr) && tr == imitator_sign(vf + vr)) ||
                              (tf == imitator_sign(vf + vr) && tr == imitator_sign(vr - vf));
          if (!turned) continue;
          bool ok = true;
          for (const Spot& i : all) {
            for (int k = 1; k < j && ok; ++k) ok = free_line(i.file + k * vf, i.rank + k * vr);
            ok = ok && hurdle(i.file + j * vf, i.rank + j * vr) && free_arrival(i.file + df, i.rank + dr);
            if (!ok) break;
          }
          if (ok) return true;
        }
      return false;
    }
    case PieceKind::Equihopper:
    case PieceKind::Grasshopper2:
    case PieceKind::Grasshopper3: {
      const bool queen_line = df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
      if (!queen_line) return hop(df / 2, dr / 2, 1, 2, 2);
      const int vf = imitator_sign(df), vr = imitator_sign(dr);
      const int k = std::max(std::abs(df), std::abs(dr));
      const int at = kind == PieceKind::Equihopper ? k / 2 : k - (kind == PieceKind::Grasshopper2 ? 2 : 3);
      if (at < 1) return true;
      return hop(vf, vr, at, k, k);
    }
    case PieceKind::NonstopEquihopper:
      if (df % 2 != 0 || dr % 2 != 0) return true;
      return hop(df / 2, dr / 2, 1, 0, 2);
    default:
      return true;  // (Popeye's imitators follow the other walks without a test)
  }
}

bool Imitator::castling_followed(const Position& pos, Square from, Square to) const {
  const Geometry& geo = pos.geometry();
  const std::vector<Spot> all = spots(pos);
  const int dir = to.file() - from.file();
  // With the king lifted: every imitator may step one and two files its way (the king's square free).
  auto free = [&](int f, int r, Square occupied) {
    if (!geo.contains(f, r)) return false;
    const Square s(f, r);
    return s == from || (s != occupied && pos.at(s).is_empty());
  };
  if (dir == 2 || dir == -2) {
    const int step = dir / 2;
    for (const Spot& i : all)
      if (!free(i.file + step, i.rank, Square::none()) || !free(i.file + 2 * step, i.rank, Square::none())) return false;
    if (dir == -2) {
      // Queen-side: then, with the king on its arrival square, one file left, none and one file right
      // (Popeye follows the rook's way back so).
      for (const Spot& i : all)
        if (!free(i.file - 1, i.rank, to) || !free(i.file, i.rank, to) || !free(i.file + 1, i.rank, to)) return false;
    }
  }
  return true;
}

bool Imitator::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  if (m.kind == MoveKind::Castle) return castling_followed(pos, m.from, m.to);
  const Piece mover = pos.at(m.from);
  return followed(pos, rules, mover.kind(), mover.colour(), m.from, m.to, m.kind == MoveKind::DoubleStep, false);
}

bool Imitator::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return followed(pos, rules, o.walk, o.by, o.from, o.target, false, true);
}

void Imitator::choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const {
  // A promotion to a queen may be a promotion into an imitator instead (written first, as Popeye does).
  if (m.promotion == PieceKind::Queen && !rules.provider(kCapabilityNoPromotionIntoMarks))
    for (int i = 0; i < kPromotedSlots; ++i)
      if (field(after, 2 + 2 * i) == 0) {
        values.push_back(slot_.place(1));
        break;
      }
  values.push_back(0);
}

void Imitator::after_move(Position& pos, const Rules&, const Move& m) const {
  // The vector of the move's own units (the mover, castling's king and rook), added up.
  const auto all = pos.last_effects();
  const size_t primary = all.size() - pos.last_side_effects().size();
  int vf = 0, vr = 0;
  for (size_t i = 0; i < primary; ++i)
    if (all[i].kind == EffectKind::Relocate && all[i].reason.role == ReasonRole::Move) {
      vf += all[i].to.file() - all[i].from.file();
      vr += all[i].to.rank() - all[i].from.rank();
    }
  const int half = 1 << (kCoordinateBits - 1);
  auto signed_field = [&](int index) {
    const int v = field(pos, index);
    return v >= half ? v - (1 << kCoordinateBits) : v;
  };
  const int dx = std::clamp(signed_field(0) + vf, -half, half - 1);
  const int dy = std::clamp(signed_field(1) + vr, -half, half - 1);
  auto stored = [&](int v) { return v & ((1 << kCoordinateBits) - 1); };
  if (vf != 0 || vr != 0) {
    set_field(pos, 0, stored(dx));
    set_field(pos, 1, stored(dy));
  }
  if (slot_.get(m) == 1) {
    // The promoted pawn leaves; an imitator stands where it arrived, kept as the square it would have
    // stood on before the first move.
    pos.remove(m.to, reason(ReasonRole::KindChange));
    for (int i = 0; i < kPromotedSlots; ++i)
      if (field(pos, 2 + 2 * i) == 0) {
        set_field(pos, 2 + 2 * i, m.to.file() - dx + 8);
        set_field(pos, 3 + 2 * i, m.to.rank() - dy + 8);
        break;
      }
  }
}

bool Imitator::legal_after(const Position& pos, const Rules&, Colour) const {
  for (const Spot& s : spots(pos))
    if (!pos.geometry().contains(s.file, s.rank) || !pos.at(Square(s.file, s.rank)).is_empty()) return false;
  return true;
}

void apply_imitator(Rules& rules, const std::vector<std::string>& arguments) {
  std::vector<Square> squares = imitator_squares(arguments, rules.geometry());
  if (rules.has_marks())  // (a=>b's position to reach with imitators of its own)
    throw std::invalid_argument("Imitator: a second set of imitators (the position to reach of a=>b) is not supported yet");
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("Imitator needs the 8x8 board");
  rules.exclude(kCapabilityMoverGoesOn, "Imitator", "imitating a unit that goes on from its arrival square is not supported yet");
  rules.exclude(kCapabilityBorrowedWalks, "Imitator", "imitating a unit moving with another unit's walk is not supported yet");
  rules.exclude(kCapabilityObservingElsewhere, "Imitator", "imitating a unit observing from another square is not supported yet");
  rules.exclude(kCapabilityRebirthCheck, "Imitator", "a check decided by playing the capture of the king, with its imitators, is not supported yet");
  rules.exclude(kCapabilityRulePlacedPromotion, "Imitator", "a pawn a rule puts on its last rank promoting into an imitator is not supported yet");
  const int first_flag = rules.reserve_flags("Imitator", Imitator::kFlags);
  const ChoiceSlot slot = rules.reserve_choice("Imitator", 1);
  rules.add_module(std::make_unique<Imitator>(std::move(squares), first_flag, slot));
}

void apply_no_imitator_promotion(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("NoIProm", arguments);
  rules.provide(kCapabilityNoPromotionIntoMarks, "NoIProm");
}

namespace {
std::pair<char, std::vector<Square>> imitator_diagram_marks(const std::vector<std::string>& arguments) {
  static const Geometry board_8x8(8, 8);  // (imitators live on the 8x8 board only: apply_imitator)
  return {'I', imitator_squares(arguments, board_8x8)};
}
}  // namespace

const ConditionEntry& imitator_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Imitator", .fr = "Imitator", .de = "Imitator", .seeds = {}},
      .apply = &apply_imitator,
      .order = -1,  // (its promotion into an imitator comes before any rebirth, as in Popeye)
      .diagram_marks = &imitator_diagram_marks,
  };
  return entry;
}

const ConditionEntry& no_imitator_promotion_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoIProm", .fr = "SansIProm", .de = "OhneIUW", .seeds = {}},
      .apply = &apply_no_imitator_promotion,
  };
  return entry;
}

}  // namespace nightrider::conditions
