#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <cstdlib>
#include <limits>
#include <stdexcept>

namespace nightrider {

std::string result_string(Result r) {
  switch (r) {
    case Result::WhiteWins:
      return "1-0";
    case Result::BlackWins:
      return "0-1";
    case Result::Draw:
      return "1/2-1/2";
    case Result::Ongoing:
      break;
  }
  return "*";
}

std::string result_words(Result r) {
  switch (r) {
    case Result::WhiteWins:
      return "White wins";
    case Result::BlackWins:
      return "Black wins";
    case Result::Draw:
      return "draw";
    case Result::Ongoing:
      break;
  }
  return "";
}

Rules::Rules(std::string name, std::shared_ptr<const Geometry> geometry)
    : name_(std::move(name)), geometry_(std::move(geometry)) {
  letters_.fill('?');
}

void Rules::use_piece(PieceKind kind, char letter, const SpecialWalk* special) {
  use_pieces({PieceUse{kind, letter, special}});
}

void Rules::use_pieces(std::initializer_list<PieceUse> uses) {
  for (const PieceUse& use : uses) {
    for (const auto& [withdrawn, reason] : withdrawn_)
      if (withdrawn == use.kind) throw std::invalid_argument(reason);
    PieceDef d = builtin_piece(use.kind);
    d.letter = use.letter;
    if (use.special) d.special = use.special;
    defs_[static_cast<int>(use.kind)] = d;
    used_[static_cast<int>(use.kind)] = true;
    letters_[static_cast<int>(use.kind)] = use.letter;
  }
  rebuild_probes();
}

void Rules::define_hunter(PieceKind hunter, PieceKind away, PieceKind home, char letter) {
  PieceDef d = builtin_piece(hunter);
  d.letter = letter;
  d.hunter_away = away;
  d.hunter_home = home;
  d.parts.clear();
  // (Popeye generates the moves down the board first: White's home walk's, Black's away walk's.)
  for (const auto& [walk, direction] : {std::pair{away, int8_t{1}}, std::pair{home, int8_t{-1}}}) {
    const PieceDef& w = builtin_piece(walk);
    if (w.special || w.borrows_walks || w.parts.empty() || w.target != CaptureTarget::Enemy ||
        (w.pawn && (walk != PieceKind::Pawn || direction < 0)))
      throw std::invalid_argument("a hunter with the walk " + std::string(w.popeye_code) +
                                  " is not supported yet");
    for (WalkPart part : w.parts) {
      part.rank_direction = direction;
      part.pawn_steps = w.pawn;
      d.parts.push_back(part);
    }
  }
  const int k = static_cast<int>(hunter);
  defs_[k] = d;
  used_[k] = true;
  letters_[k] = letter;
  rebuild_probes();
}

void Rules::withdraw_piece(PieceKind kind, std::string reason) {
  const int k = static_cast<int>(kind);
  defs_[k] = PieceDef{};
  used_[k] = false;
  letters_[k] = '?';
  withdrawn_.emplace_back(kind, std::move(reason));
  rebuild_probes();
}

void Rules::set_fast_perft(FastPerft f) {
  fast_perft_ = f;
  fast_perft_basis_ = FastPerftBasis{modules_.size(), used_, params_};
}

Rules::FastPerft Rules::fast_perft() const {
  if (!fast_perft_ || !fast_perft_basis_) return nullptr;
  const FastPerftBasis& b = *fast_perft_basis_;
  const bool unchanged = b.module_count == modules_.size() && b.used == used_ && b.params == params_;
  return unchanged ? fast_perft_ : nullptr;
}

void Rules::add_module(std::unique_ptr<RuleModule> module) {
  if (const char* words = module->effect_words()) module->reason_tag_ = register_reason(ReasonRole::Move, words).tag;
  const RuleModule* m = module.get();
  const unsigned h = m->hooks();
  // (A rule beside units on several boards would have to say on which board it acts: none does yet.)
  if (boards_)
    throw std::invalid_argument(std::string(m->name()) + " cannot be combined with " + boards_->name() +
                                ": its rule on several boards is not supported yet");
  if (h & kHookGenerate) generate_hooks_.push_back(m);
  if (h & kHookBeforeMove) before_hooks_.push_back(m);
  if (h & kHookFilter) filter_hooks_.push_back(m);
  // The modules that run last stay at the end of the after-move hooks.
  const auto first_last = std::find_if(after_hooks_.begin(), after_hooks_.end(),
                                       [](const RuleModule* a) { return a->after_move_runs_last(); });
  if (h & kHookChoice) {
    // A module whose after_move runs last chooses once the move is whole (SeriesCapture: whether the
    // unit goes on): its choice is the innermost of a move's, after every other module's values, as
    // Popeye goes on only from the move it has played (a Wormholes transfer made).
    const auto first_innermost =
        std::find_if(choice_hooks_.begin(), choice_hooks_.end(),
                     [](const ChoiceHook& c) { return c.module->after_move_runs_last(); });
    const ChoiceHook hook{m, static_cast<size_t>(first_last - after_hooks_.begin())};
    if (m->after_move_runs_last())
      choice_hooks_.push_back(hook);
    else
      choice_hooks_.insert(first_innermost, hook);
  }
  if (h & kHookAfterMove) after_hooks_.insert(m->after_move_runs_last() ? after_hooks_.end() : first_last, m);
  if (h & kHookLegality) legality_hooks_.push_back(m);
  if (h & kHookObservation) {
    auto after = std::upper_bound(
        observation_hooks_.begin(), observation_hooks_.end(), m->observation_level(),
        [](ObservationLevel level, const RuleModule* other) { return level < other->observation_level(); });
    observation_hooks_.insert(after, m);
  }
  if (h & kHookCheck) check_hooks_.push_back(m);
  if (h & kHookGameEnd) game_end_hooks_.push_back(m);
  if (h & kHookDrawClaim) draw_hooks_.push_back(m);
  if (h & kHookObligation) {
    obligation_hooks_.push_back(m);
    binding_obligations_ =
        binding_obligations_ || (m->obligation_decides_mate() && !m->obligation_keeps_a_move());
  }
  if (h & kHookTurn) turn_hooks_.push_back(m);
  if (h & kHookImmobility) immobility_hooks_.push_back(m);
  if (h & kHookArrival) arrival_hooks_.push_back(m);
  if (h & kHookObservers) {
    if (observers_)
      throw std::invalid_argument(std::string(m->name()) + " cannot be combined with " + observers_->name() +
                                  ": both decide where units observe from");
    observers_ = m;
  }
  if (h & kHookBoards) boards_ = m;
  if (h & kHookMarks) {
    if (marks_)
      throw std::invalid_argument(std::string(m->name()) + " cannot be combined with " + marks_->name() +
                                  ": both mark squares beside the units");
    marks_ = m;
  }
  modules_.push_back(std::move(module));
  update_board_flags();
}

Piece Rules::arriving_as(const Position& pos, Square to, Piece unit) const {
  for (const RuleModule* m : arrival_hooks_) unit = m->arriving_as(pos, *this, to, unit);
  return unit;
}

void Rules::claim(const std::string& what, const std::string& owner, bool shared) {
  for (const Claim& c : claims_)
    if (c.what == what && !(c.shared && shared))
      throw std::invalid_argument(owner + " cannot be combined with " + c.owner + ": " +
                                  (c.shared || shared ? "one takes away " + what + ", which the other needs"
                                                      : "both decide " + what));
  claims_.push_back(Claim{what, owner, shared});
}

void Rules::provide(const std::string& capability, const std::string& owner) {
  for (const Capability& c : capabilities_)
    if (c.excluded && c.capability == capability)
      throw std::invalid_argument(owner + " cannot be combined with " + c.owner + ": " + c.reason);
  capabilities_.push_back(Capability{capability, owner, {}, false});
}

void Rules::exclude(const std::string& capability, const std::string& owner, const std::string& reason) {
  for (const Capability& c : capabilities_)
    if (!c.excluded && c.capability == capability)
      throw std::invalid_argument(owner + " cannot be combined with " + c.owner + ": " + reason);
  capabilities_.push_back(Capability{capability, owner, reason, true});
}

const std::string* Rules::provider(const std::string& capability) const {
  for (const Capability& c : capabilities_)
    if (!c.excluded && c.capability == capability) return &c.owner;
  return nullptr;
}

int Rules::reserve_flag(const std::string& owner) { return reserve_flags(owner, 1); }

int Rules::reserve_flags(const std::string& owner, int count) {
  if (count < 1 || flags_reserved_ + count > 32)
    throw std::invalid_argument(owner + " cannot be combined with this rule set: its state does not fit");
  const int first = flags_reserved_;
  flags_reserved_ += count;
  return first;
}

ChoiceSlot Rules::reserve_choice(const std::string& owner, int width) {
  if (width < 1 || choice_bits_ + width > ChoiceSlot::kMoveBits)
    throw std::invalid_argument(owner + " cannot be combined with " +
                                (choice_owners_.empty() ? std::string("this rule set") : choice_owners_) +
                                ": their choices do not fit in one move");
  const ChoiceSlot slot{static_cast<uint8_t>(choice_bits_), static_cast<uint8_t>(width)};
  choice_bits_ += width;
  choice_owners_ += (choice_owners_.empty() ? "" : " and ") + owner;
  return slot;
}

int Rules::reserve_scratch(const std::string& owner) {
  const auto found = std::find(scratch_owners_.begin(), scratch_owners_.end(), owner);
  if (found != scratch_owners_.end()) return static_cast<int>(found - scratch_owners_.begin());
  if (static_cast<int>(scratch_owners_.size()) == Position::kScratchSlots)
    throw std::invalid_argument(owner + " cannot be combined with the other conditions: they keep state in all " +
                                std::to_string(Position::kScratchSlots) + " slots a position has");
  scratch_owners_.push_back(owner);
  return static_cast<int>(scratch_owners_.size()) - 1;
}

EffectReason Rules::register_reason(ReasonRole role, const std::string& words) {
  auto found = std::find(reason_words_.begin(), reason_words_.end(), words);
  if (found == reason_words_.end()) {
    if (reason_words_.size() == 255)
      throw std::invalid_argument("too many conditions: their effects need more than 255 reasons");
    reason_words_.push_back(words);
    found = reason_words_.end() - 1;
  }
  return EffectReason{role, static_cast<uint8_t>(found - reason_words_.begin() + 1)};
}

std::string Rules::reason_words(EffectReason reason) const {
  if (reason.tag != 0 && reason.tag <= reason_words_.size()) return reason_words_[reason.tag - 1];
  switch (reason.role) {
    case ReasonRole::Rebirth:
    case ReasonRole::CapturerRebirth:
      return "rebirth";
    case ReasonRole::Continuation:
      return "a second step of the move";
    default:
      return "";
  }
}

bool Rules::takes_nothing(const Position& pos, const Move& m) const {
  if (m.is_capture() || carries_unit(m) || !before_hooks_.empty()) return false;
  return (m.kind == MoveKind::Normal && pos.at(m.to).is_empty()) || m.kind == MoveKind::DoubleStep;
}

void Rules::expand_choices(const Position& pos, MoveList& moves, size_t first, const RuleModule* skipped) const {
  Position& scratch = const_cast<Position&>(pos);  // played and undone: it comes back exactly
  std::vector<uint32_t> values;
  for (const ChoiceHook& hook : choice_hooks_) {
    if (hook.module == skipped) continue;
    // Each move keeps its place with its first value, its other values right after it (then asked in
    // turn): a move's choices come together, an earlier hook's outermost, as Popeye tries them while it
    // plays the move (a reborn pawn's promotions, each with its chameleon choice right after it).
    const size_t end = moves.size();
    size_t kept = first;
    std::vector<std::pair<size_t, Move>> extra;  // (the place of the move's first value, the move)
    const bool only_after_captures = hook.module->chooses_only_after_captures();
    for (size_t i = first; i < end; ++i) {
      const Move m = moves[i];
      if (only_after_captures && takes_nothing(pos, m)) {
        moves[kept++] = m;  // (its one value, 0, leaves the move as it is)
        continue;
      }
      values.clear();
      play_move(scratch, m, true, hook.after_hooks_before);
      hook.module->choices(scratch, *this, m, values);
      scratch.end_move(true);
      undo(scratch);
      for (size_t v = 0; v < values.size(); ++v) {
        Move chosen = m;
        // (The slot is the module's own: it knows its bits; Move::choices carries them.)
        chosen.set_choices(static_cast<uint16_t>(chosen.choices() | values[v]));
        if (v == 0)
          moves[kept++] = chosen;
        else
          extra.emplace_back(kept - 1, chosen);
      }
    }
    moves.truncate(kept);
    if (extra.empty()) continue;
    std::vector<Move> merged;
    merged.reserve(kept - first + extra.size());
    size_t e = 0;
    for (size_t k = first; k < kept; ++k) {
      merged.push_back(moves[k]);
      for (; e < extra.size() && extra[e].first == k; ++e) merged.push_back(extra[e].second);
    }
    moves.truncate(first);
    for (const Move& m : merged) moves.push(m);
  }
}

std::optional<PieceKind> Rules::kind_for_letter(char upper) const {
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k)
    if (used_[k] && letters_[k] == upper) return static_cast<PieceKind>(k);
  return std::nullopt;
}

char Rules::fen_char(Piece p) const {
  const char c = letters_[static_cast<int>(p.kind())];
  return p.colour() == Colour::Black ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : c;
}

void Rules::rebuild_probes() {
  for (int c = 0; c < 2; ++c) {
    leap_probes_[c].clear();
    ride_probes_[c].clear();
    for (int k = 0; k < kPieceKindCount; ++k) {
      kind_leaps_[c][k].clear();
      kind_rides_[c][k].clear();
    }
  }
  scan_kinds_ = KindSet();
  pawn_captures_.clear();
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    if (!used_[k]) continue;
    for (const WalkPart& part : defs_[k].parts)
      if ((defs_[k].pawn || part.pawn_steps) && part.mode != StepMode::MoveOnly &&
          part.step == StepKind::Leap)
        for (Vec v : part.vectors) pawn_captures_.push_back(PawnCapture{static_cast<PieceKind>(k), v});
  }
  // (The marine pawn and marine ship, the dragon and the ship take en passant over the square passed, a
  // diagonal step forward.)
  for (PieceKind k : {PieceKind::MarinePawn, PieceKind::MarineShip, PieceKind::Dragon, PieceKind::Ship})
    if (used_[static_cast<int>(k)])
      for (Vec v : {Vec{-1, 1}, Vec{1, 1}}) pawn_captures_.push_back(PawnCapture{k, v});
  auto add = [](std::vector<Probe>& probes, Vec v, PieceKind k) {
    for (Probe& p : probes)
      if (p.vector.df == v.df && p.vector.dr == v.dr) {
        p.kinds.insert(k);
        return;
      }
    probes.push_back(Probe{v, KindSet::of(k)});
  };
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    if (!used_[k]) continue;
    const PieceDef& d = defs_[k];
    if (d.target == CaptureTarget::Friend) continue;  // never attacks an enemy unit
    // (A hunter's halves observe one way each: the board scan asks its walk.)
    if (d.special || d.borrows_walks || d.hunter_away != PieceKind::None) {
      scan_kinds_.insert(static_cast<PieceKind>(k));
      continue;
    }
    for (const WalkPart& part : d.parts) {
      if (part.mode == StepMode::MoveOnly) continue;
      if (part.step == StepKind::Listed) {
        scan_kinds_.insert(static_cast<PieceKind>(k));  // (listed arrivals: the board scan)
        continue;
      }
      for (Vec v : part.vectors) {
        for (int c = 0; c < 2; ++c) {
          const Vec cv{v.df, static_cast<int8_t>(c == 0 ? v.dr : -v.dr)};
          if (!part.via.empty() || part.circle) {
            scan_kinds_.insert(static_cast<PieceKind>(k));  // (lame steps, circles: the board scan)
          } else if (part.step == StepKind::Leap) {
            add(leap_probes_[c], cv, static_cast<PieceKind>(k));
            kind_leaps_[c][k].push_back(cv);
          } else if (part.step == StepKind::Ride) {
            add(ride_probes_[c], cv, static_cast<PieceKind>(k));
            kind_rides_[c][k].push_back(cv);
          } else {
            scan_kinds_.insert(static_cast<PieceKind>(k));
          }
        }
      }
    }
  }
  rides_on_queen_lines_ = true;
  for (int c = 0; c < 2; ++c) {
    for (auto& row : queen_line_probe_[c]) row.fill(-1);
    for (size_t i = 0; i < ride_probes_[c].size(); ++i) {
      const Vec v = ride_probes_[c][i].vector;
      if (v.df < -1 || v.df > 1 || v.dr < -1 || v.dr > 1)
        rides_on_queen_lines_ = false;
      else
        queen_line_probe_[c][v.dr + 1][v.df + 1] = static_cast<int8_t>(i);
    }
  }
  build_attack_tables();
  build_plain_walks();
  update_board_flags();
}

void Rules::build_plain_walks() {
  plain_walks_.clear();
  for (auto& row : plain_walk_of_) row.fill(-1);
  const Geometry& geo = *geometry_;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    const PieceDef& d = defs_[k];
    if (!used_[k] || d.special || d.borrows_walks || d.pawn || d.parts.empty()) continue;
    const bool plain = std::all_of(d.parts.begin(), d.parts.end(), [](const WalkPart& part) {
      return (part.step == StepKind::Leap || part.step == StepKind::Ride) && part.via.empty() &&
             !part.circle && part.rank_direction == 0 && !part.pawn_steps;
    });
    if (!plain) continue;
    for (int c = 0; c < 2; ++c) {
      const int forward = c == 0 ? 1 : -1;
      PlainWalk walk;
      for (int i = 0; i < Square::kIndexSpace; ++i) {
        walk.lines_from[static_cast<size_t>(i)] = static_cast<uint32_t>(walk.lines.size());
        const Square from = Square::from_index(i);
        if (!geo.contains(from)) continue;
        for (const WalkPart& part : d.parts)
          for (const Vec& v : part.vectors) {
            PlainLine line{static_cast<uint32_t>(walk.squares.size()), 0, part.mode != StepMode::CaptureOnly,
                           part.mode != StepMode::MoveOnly};
            const int df = v.df, dr = v.dr * forward;
            for (Square to = geo.offset(from, df, dr); to.is_some(); to = geo.offset(to, df, dr)) {
              walk.squares.push_back(to);
              ++line.count;
              if (part.step == StepKind::Leap) break;
            }
            if (line.count > 0) walk.lines.push_back(line);
          }
      }
      walk.lines_from[Square::kIndexSpace] = static_cast<uint32_t>(walk.lines.size());
      // (A walk with no line on this board, a leap longer than the board, keeps the general walk: then
      // generate_plain never reads an empty table.)
      if (walk.lines.empty()) continue;
      plain_walk_of_[static_cast<size_t>(c)][static_cast<size_t>(k)] =
          static_cast<int16_t>(plain_walks_.size());
      plain_walks_.push_back(std::move(walk));
    }
  }
}

void Rules::generate_plain(const Position& pos, Square from, PieceKind kind, Colour side,
                           const PlainWalk& walk, MoveList& out) const {
  const auto i = static_cast<size_t>(from.index());
  const PlainLine* line = walk.lines.data() + walk.lines_from[i];
  const PlainLine* const end = walk.lines.data() + walk.lines_from[i + 1];
  for (; line != end; ++line) {
    const Square* to = walk.squares.data() + line->first;
    for (const Square* const last = to + line->count; to != last; ++to) {
      const Piece target = pos.at(*to);
      if (target.is_empty()) {
        if (line->can_move) out.push(Move{from, *to});
        continue;
      }
      if (line->can_capture && capturable(kind, side, target))
        out.push(Move{from, *to, MoveKind::Normal, kFlagCapture});
      break;
    }
  }
}

void Rules::build_attack_tables() {
  const Geometry& geo = *geometry_;
  constexpr size_t kSquares = Square::kIndexSpace;
  for (int c = 0; c < 2; ++c) {
    leap_probe_index_[c].fill(-1);
    for (size_t i = 0; i < leap_probes_[c].size(); ++i) {
      const Vec v = leap_probes_[c][i].vector;
      if (std::abs(v.df) >= Square::kMaxFiles || std::abs(v.dr) >= Square::kMaxFiles)
        continue;  // (off any board)
      leap_probe_index_[c][static_cast<size_t>((v.dr + Square::kMaxFiles - 1) * kLeapSpan + v.df +
                                               Square::kMaxFiles - 1)] = static_cast<int16_t>(i);
    }
    const size_t rides = ride_probes_[c].size();
    leap_sources_[c].assign(kSquares, SquareSet());
    ride_reach_[c].assign(kSquares, SquareSet());
    ride_lines_[c].assign(kSquares * rides, SquareSet());
    ride_toward_higher_[c].assign(rides, false);
    for (size_t i = 0; i < rides; ++i) {
      const Vec v = ride_probes_[c][i].vector;
      ride_toward_higher_[c][i] = -(v.df + 16 * v.dr) > 0;  // (the line goes by -v)
    }
    // (The probe indices must fit ride_probe_at_'s entries.)
    rides_apart_[c] = rides <= static_cast<size_t>(std::numeric_limits<int8_t>::max());
    ride_probe_at_[c].assign(rides_apart_[c] ? kSquares * kSquares : 0, int8_t{-1});
    for (Square target : geo.squares()) {
      const auto t = static_cast<size_t>(target.index());
      for (const Probe& probe : leap_probes_[c]) {
        const Square from = geo.offset(target, -probe.vector.df, -probe.vector.dr);
        if (from.is_some()) leap_sources_[c][t].insert(from);
      }
      for (size_t i = 0; i < rides; ++i) {
        const Vec v = ride_probes_[c][i].vector;
        SquareSet& line = ride_lines_[c][t * rides + i];
        for (Square from = geo.offset(target, -v.df, -v.dr); from.is_some();
             from = geo.offset(from, -v.df, -v.dr))
          line.insert(from);
        if (rides_apart_[c]) {
          rides_apart_[c] = !line.intersects(ride_reach_[c][t]);
          line.for_each([&](Square s) {
            ride_probe_at_[c][t * kSquares + static_cast<size_t>(s.index())] = static_cast<int8_t>(i);
          });
        }
        ride_reach_[c][t] |= line;
      }
    }
    if (!rides_apart_[c]) ride_probe_at_[c].clear();
  }
}

void Rules::update_board_flags() {
  bool board = check_hooks_.empty() && observation_hooks_.empty() && scan_kinds_.empty() && !observers_ &&
               before_hooks_.empty();
  units_may_arrive_ = reads_unit_origins_ = false;
  board_changing_after_hooks_.clear();
  for (const RuleModule* a : after_hooks_) {
    board = board && !a->after_move_changes_board();
    if (a->after_move_changes_board()) board_changing_after_hooks_.push_back(a);
    units_may_arrive_ = units_may_arrive_ || a->after_move_brings_units();
    reads_unit_origins_ = reads_unit_origins_ || a->reads_unit_origins();
  }
  board_checks_ = board;
  board_legality_ = board && legality_hooks_.empty();
  probe_checks_ = check_hooks_.empty() && observation_hooks_.empty() && scan_kinds_.empty() && !observers_ &&
                  before_hooks_.empty();
  quiet_board_legality_ = !board_legality_ && probe_checks_ && legality_hooks_.empty();
  bool alone = !observers_ && before_hooks_.empty();
  for (const auto* hooks : {&check_hooks_, &observation_hooks_, &legality_hooks_})
    for (const RuleModule* h : *hooks) alone = alone && h->judges_units_alone();
  // (Where the board after a move is read without it, looking at it adds nothing.)
  look_legality_ = alone && !board_legality_ && !quiet_board_legality_;
}

bool Rules::capturable(PieceKind mover_kind, Colour side, Piece victim) const {
  if (!victim.is_unit() || (victim.attributes() & kAttributeUncapturable)) return false;
  if (!params_.royal_capture && def(victim.kind()).royal) return false;
  if (params_.capture_own_units && victim.colour() == side) return !def(victim.kind()).royal;
  if (def(mover_kind).target == CaptureTarget::Friend) return victim.colour() == side;
  return victim.colour() != side;
}

// ---------------------------------------------------------------------------------------------------
// Move generation

namespace {

// The first square from `from` along (df, dr) that is not empty (a unit or a hole), or none.
Square first_unit_from(const Position& pos, Square from, int df, int dr) {
  const Geometry& geo = pos.geometry();
  Square s = geo.offset(from, df, dr);
  while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, df, dr);
  return s;
}

// The hurdle of a Hop or HopBeyond part along (df, dr): the first unit met, or (hurdle_adjacent) the unit
// one step away; none when there is none or it is a hole.
Square hop_hurdle_of(const Position& pos, const WalkPart& part, Square from, int df, int dr) {
  const Square s = part.hurdle_adjacent ? pos.geometry().offset(from, df, dr) : first_unit_from(pos, from, df, dr);
  if (s.is_none() || !pos.at(s).is_unit()) return Square::none();
  return s;
}

// A Hop part's landing square beyond `hurdle`: part.beyond steps on (0: as many as from `from` to the
// hurdle, the equihopper's mirror square), the squares between empty; none when it is off the board or a
// square between is not empty.
Square hop_landing_of(const Position& pos, const WalkPart& part, Square from, Square hurdle, int df, int dr) {
  int steps = part.beyond;
  if (steps == 0) steps = df != 0 ? (hurdle.file() - from.file()) / df : (hurdle.rank() - from.rank()) / dr;
  Square to = pos.geometry().offset(hurdle, df, dr);
  for (int step = 1; step < steps && to.is_some(); ++step)
    to = pos.at(to).is_empty() ? pos.geometry().offset(to, df, dr) : Square::none();
  return to;
}

// The squares of a circle line (WalkPart::circle) from `from`: the part's vectors from index `start`,
// turning by `sense` (+1 or -1) at each square, one round at most; the line ends before the edge or on
// `from` itself (included). Returns how many squares `line` holds.
int circle_line_of(const Geometry& geo, Square from, const WalkPart& part, int start, int sense, int forward,
                   std::array<Square, 16>& line) {
  const int n = static_cast<int>(part.vectors.size());
  int count = 0;
  Square s = from;
  for (int i = 0; i < n && i < static_cast<int>(line.size()); ++i) {
    const Vec v = part.vectors[static_cast<size_t>(((start + sense * i) % n + n) % n)];
    s = geo.offset(s, v.df, v.dr * forward);
    if (s.is_none()) break;
    line[static_cast<size_t>(count++)] = s;
    if (s == from) break;
  }
  return count;
}

// The arrivals of a Ride, Hop or HopBeyond part along a circle line (circle_line_of), as reach(to,
// capture): a ride's empty squares and the first unit met; a hop's square just beyond the first unit
// met; a lion's squares beyond it, empty ones and the next unit met. The unit's own square, where a
// round ends, is neither taken nor a hurdle.
template <class Reach>
void circle_arrivals_of(const Position& pos, const WalkPart& part, Square from, const std::array<Square, 16>& line,
                        int count, Reach&& reach) {
  int i = 0;
  for (; i < count && pos.at(line[static_cast<size_t>(i)]).is_empty(); ++i)
    if (part.step == StepKind::Ride) reach(line[static_cast<size_t>(i)], false);
  if (i == count || line[static_cast<size_t>(i)] == from) return;
  if (part.step == StepKind::Ride) {
    reach(line[static_cast<size_t>(i)], true);
    return;
  }
  if (pos.at(line[static_cast<size_t>(i)]).is_hole()) return;  // (a hole is no hurdle)
  ++i;
  if (part.step == StepKind::Hop) {
    if (i < count && line[static_cast<size_t>(i)] != from)
      reach(line[static_cast<size_t>(i)], !pos.at(line[static_cast<size_t>(i)]).is_empty());
    return;
  }
  for (; i < count && pos.at(line[static_cast<size_t>(i)]).is_empty(); ++i) reach(line[static_cast<size_t>(i)], false);
  if (i < count && line[static_cast<size_t>(i)] != from) reach(line[static_cast<size_t>(i)], true);
}

// The arrivals of a lame leap or ride (WalkPart::via): each step by (df, dr) passes the square (w.df,
// w.dr) from where it starts, which must be empty; as reach(to, occupied) for each square arrived on,
// a ride going on over empty ones.
template <class Reach>
void lame_arrivals_of(const Position& pos, const WalkPart& part, Square from, int df, int dr, Vec w, int forward,
                      Reach&& reach) {
  const Geometry& geo = pos.geometry();
  for (Square at = from;;) {
    const Square passed = geo.offset(at, w.df, w.dr * forward);
    const Square to = geo.offset(at, df, dr);
    if (passed.is_none() || !pos.at(passed).is_empty() || to.is_none()) return;
    const bool occupied = !pos.at(to).is_empty();
    reach(to, occupied);
    if (occupied || part.step != StepKind::Ride) return;
    at = to;
  }
}

// The two one-square steps `eighths` eighths of a turn either side of a one-square step v: for 1,
// (1,0) -> (1,1), (1,-1); (1,1) -> (0,1), (1,0).
std::array<Vec, 2> turned_by(Vec v, int eighths) {
  static constexpr std::array<Vec, 8> kRound = {
      {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};
  int at = 0;
  while (at < 7 && (kRound[at].df != v.df || kRound[at].dr != v.dr)) ++at;
  return {kRound[(at + eighths) % 8], kRound[(at + 8 - eighths) % 8]};
}

// Keeps the first of the moves from `first` on that arrive on the same square: a unit whose paths
// meet (the moose, the spiralspringer) has one move there, as in Popeye.
void drop_repeated_arrivals(MoveList& moves, size_t first) {
  std::array<bool, Square::kIndexSpace> seen{};
  size_t kept = first;
  for (size_t i = first; i < moves.size(); ++i) {
    const auto to = static_cast<size_t>(moves[i].to.index());
    if (seen[to]) continue;
    seen[to] = true;
    moves[kept++] = moves[i];
  }
  moves.truncate(kept);
}

}  // namespace

void Rules::push_pawn_move(const Position& pos, Move m, Colour side, MoveList& out) const {
  if (!params_.promotion_kinds.empty() && on_promotion_rank(pos.geometry(), m.to, side)) {
    const std::vector<PieceKind>* kinds = &params_.promotion_kinds;
    for (const auto& [pawn, own] : params_.own_promotion_kinds)
      if (pos.at(m.from).kind() == pawn) kinds = &own;
    for (PieceKind k : *kinds) {
      m.promotion = k;
      out.push(m);
    }
    return;
  }
  out.push(m);
}

KindSet Rules::borrowable_walks(const Position& pos) const {
  KindSet kinds;
  for (Square s : pos.geometry().squares()) {
    const Piece u = pos.at(s);
    if (!u.is_unit()) continue;
    const PieceDef& d = def(u.kind());
    if (!d.borrows_walks && !d.special && d.target == CaptureTarget::Enemy) kinds.insert(u.kind());
  }
  return kinds;
}

bool Rules::orphan_borrows(const Position& pos, Square observed, PieceKind borrower, Colour owner,
                           PieceKind walk, std::vector<Square>& chain) const {
  // (An orphan borrows from the enemy, through enemy orphans; a friend from its own side, through friends.)
  const Colour lender = def(borrower).borrows_from_own_side ? owner : opposite(owner);
  const std::vector<Square>& squares = pos.geometry().squares();
  for (Square s : squares) {
    const Piece u = pos.at(s);
    if (u.is(walk, lender) && walk_attacks(pos, s, u, observed)) return true;
  }
  chain.push_back(observed);
  bool found = false;
  for (Square s : squares) {
    const Piece u = pos.at(s);
    if (!u.is(borrower, lender) || std::find(chain.begin(), chain.end(), s) != chain.end()) continue;
    if (walk_attacks(pos, s, u.with_kind(walk), observed) &&
        orphan_borrows(pos, s, borrower, lender, walk, chain)) {
      found = true;
      break;
    }
  }
  chain.pop_back();
  return found;
}

void Rules::generate_piece(const Position& pos, Square from, Piece p, Colour side, MoveList& out) const {
  // (The unit on the board: an orphan borrowing a pawn's walk is not held there.)
  if (stands_still(pos.at(from), from, side)) return;
  if (const int16_t plain = plain_walk_of_[side == Colour::Black ? 1 : 0][static_cast<size_t>(p.kind())];
      plain >= 0) {
    generate_plain(pos, from, p.kind(), side, plain_walks_[static_cast<size_t>(plain)], out);
    return;
  }
  const PieceDef& d = def(p.kind());
  if (d.special) {
    if (!d.pawn) {
      d.special->generate(pos, from, out);
      return;
    }
    // A pawn whose captures are a special walk's (the marine pawn): those captures promote as its steps
    // do, and its steps are its parts' (below).
    const size_t first = out.size();
    d.special->generate(pos, from, out);
    const size_t generated = out.size();
    for (size_t i = first; i < generated; ++i) {
      if (!on_promotion_rank(pos.geometry(), out[i].to, pawn_rank_side(d, side))) continue;
      const Move m = out[i];
      const size_t before = out.size();
      push_pawn_move(pos, m, pawn_rank_side(d, side), out);
      if (out.size() == before + 1 && out[before].promotion == PieceKind::None) {
        out.truncate(before);
        continue;
      }
      out[i] = out[before];  // (the first promotion in the move's place, the others after)
      for (size_t j = before + 1; j < out.size(); ++j) out[j - 1] = out[j];
      out.truncate(out.size() - 1);
    }
  }
  if (d.borrows_walks) {
    const size_t first_of_unit = out.size();
    std::vector<Square> chain;
    borrowable_walks(pos).for_each([&](PieceKind walk) {
      if (!orphan_borrows(pos, from, p.kind(), p.colour(), walk, chain)) return;
      // (A friend on its first rank does not move as a pawn, as a pawn there does not; an orphan does.)
      if (d.borrows_from_own_side && defs_[static_cast<int>(walk)].pawn && side != Colour::Neutral &&
          pos.geometry().relative_rank(from, side) == 0)
        return;
      const size_t first_of_walk = out.size();
      generate_piece(pos, from, p.with_kind(walk), side, out);
      if (!defs_[static_cast<int>(walk)].pawn) return;
      // A unit moving as a pawn of its side stays what it is, as in Popeye: on the last rank one move,
      // no promotion; its double step opens no en passant, and it takes none.
      size_t kept = first_of_walk;
      for (size_t i = first_of_walk; i < out.size(); ++i) {
        Move m = out[i];
        if (m.kind == MoveKind::EnPassant) continue;
        if (m.kind == MoveKind::DoubleStep) {
          m.kind = MoveKind::Normal;
          m.aux = m.aux2 = 0xFF;
        }
        if (m.promotion != PieceKind::None) {
          if (m.promotion != params_.promotion_kinds.front()) continue;
          m.promotion = PieceKind::None;
        }
        out[kept++] = m;
      }
      out.truncate(kept);
    });
    drop_repeated_arrivals(out, first_of_unit);  // (two walks reaching one square make one move)
    return;
  }
  const Geometry& geo = pos.geometry();
  const int forward = side == Colour::Black ? -1 : 1;
  const size_t first_of_unit = out.size();
  // A hunter's half keeps the moves that go its way (WalkPart::rank_direction), checked when the next
  // part begins and after the last.
  const WalkPart* previous_part = nullptr;
  size_t first_of_part = out.size();
  auto keep_part_direction = [&] {
    if (previous_part == nullptr || previous_part->rank_direction == 0) return;
    size_t kept = first_of_part;
    for (size_t i = first_of_part; i < out.size(); ++i)
      if ((out[i].to.rank() - from.rank()) * forward * previous_part->rank_direction > 0)
        out[kept++] = out[i];
    out.truncate(kept);
  };
  for (const WalkPart& part : d.parts) {
    keep_part_direction();
    previous_part = &part;
    first_of_part = out.size();
    const bool can_move = part.mode != StepMode::CaptureOnly;
    const bool can_capture = part.mode != StepMode::MoveOnly;
    // A hopper's landing square (none: off the board): a move if it is empty, else a capture if allowed.
    auto land = [&](Square to) {
      if (to.is_none()) return;
      const Piece target = pos.at(to);
      if (target.is_empty()) {
        if (can_move) out.push(Move{from, to});
      } else if (can_capture && capturable(p.kind(), side, target)) {
        out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
      }
    };
    if (part.step == StepKind::Listed) {
      thread_local std::vector<Square> listed;
      listed.clear();
      part.lister(pos, from, side, listed);
      for (Square to : listed) land(to);
      continue;
    }
    if (part.circle) {
      std::array<Square, 16> line{};
      for (int start = 0; start < static_cast<int>(part.vectors.size()); ++start)
        for (int sense : {1, -1}) {
          const int count = circle_line_of(geo, from, part, start, sense, forward, line);
          circle_arrivals_of(pos, part, from, line, count, [&](Square to, bool capture) {
            if (!capture) {
              if (can_move) out.push(Move{from, to});
            } else if (can_capture && capturable(p.kind(), side, pos.at(to))) {
              out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
            }
          });
        }
      continue;
    }
    for (const Vec& v : part.vectors) {
      const int df = v.df, dr = v.dr * forward;
      if (!part.via.empty()) {
        // A lame leap or ride: each step passes the square `via` says, which must be empty.
        const Vec w = part.via[static_cast<size_t>(&v - part.vectors.data())];
        lame_arrivals_of(pos, part, from, df, dr, w, forward, [&](Square to, bool occupied) {
          if (!occupied) {
            if (can_move) out.push(Move{from, to});
          } else if (can_capture && capturable(p.kind(), side, pos.at(to))) {
            out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
          }
        });
        continue;
      }
      switch (part.step) {
        case StepKind::Leap: {
          const Square to = geo.offset(from, df, dr);
          if (to.is_none()) break;
          const Piece target = pos.at(to);
          // (A hunter's pawn half: still on the unit's first rank, a double step from its second.)
          const int pawn_rank = part.pawn_steps ? geo.relative_rank(from, side) : -1;
          if (pawn_rank == 0) break;
          if (target.is_empty()) {
            if (can_move && pawn_rank == 1) {
              out.push(Move{from, to});
              const Square to2 = geo.offset(to, df, dr);
              if (to2.is_some() && pos.at(to2).is_empty()) {
                Move m{from, to2, MoveKind::DoubleStep};
                m.aux = static_cast<uint8_t>(to.index());
                out.push(m);
              }
            } else if (can_move) {
              if (!d.pawn) {
                out.push(Move{from, to});
              } else {
                const Colour rank_side = pawn_rank_side(d, side);
                push_pawn_move(pos, Move{from, to}, rank_side, out);
                if ((params_.double_step_ranks >> geo.relative_rank(from, rank_side)) & 1) {
                  const Square to2 = geo.offset(to, df, dr);
                  if (to2.is_some() && pos.at(to2).is_empty()) {
                    Move m{from, to2, MoveKind::DoubleStep};
                    m.aux = static_cast<uint8_t>(to.index());
                    push_pawn_move(pos, m, rank_side, out);
                    const Square to3 = geo.offset(to2, df, dr);
                    if (((params_.triple_step_ranks >> geo.relative_rank(from, rank_side)) & 1) &&
                        to3.is_some() && pos.at(to3).is_empty()) {
                      Move triple{from, to3, MoveKind::DoubleStep};  // (en passant on both squares passed)
                      triple.aux = static_cast<uint8_t>(to.index());
                      triple.aux2 = static_cast<uint8_t>(to2.index());
                      push_pawn_move(pos, triple, rank_side, out);
                    }
                  }
                }
              }
            } else if ((d.pawn || part.pawn_steps) && params_.en_passant && pos.is_en_passant_square(to)) {
              const Square victim = pos.en_passant_victim();
              if (capturable(p.kind(), side, pos.at(victim))) {
                Move m{from, to, MoveKind::EnPassant, kFlagCapture};
                m.aux = static_cast<uint8_t>(victim.index());
                out.push(m);
              }
            }
          } else if (can_capture && capturable(p.kind(), side, target)) {
            Move m{from, to, MoveKind::Normal, kFlagCapture};
            if (d.pawn)
              push_pawn_move(pos, m, pawn_rank_side(d, side), out);
            else
              out.push(m);
          }
          break;
        }
        case StepKind::Ride: {
          // (A pawn's ride, the super pawn's, promotes on the last rank; it opens no en passant.)
          auto push = [&](const Move& m) {
            d.pawn ? push_pawn_move(pos, m, pawn_rank_side(d, side), out) : out.push(m);
          };
          Square to = geo.offset(from, df, dr);
          while (to.is_some()) {
            const Piece target = pos.at(to);
            if (target.is_empty()) {
              if (can_move) push(Move{from, to});
            } else {
              if (can_capture && capturable(p.kind(), side, target))
                push(Move{from, to, MoveKind::Normal, kFlagCapture});
              break;
            }
            to = geo.offset(to, df, dr);
          }
          break;
        }
        case StepKind::Hop: {
          const Square hurdle = hop_hurdle_of(pos, part, from, df, dr);
          if (hurdle.is_none()) break;
          land(hop_landing_of(pos, part, from, hurdle, df, dr));
          break;
        }
        case StepKind::HopBeyond: {
          const Square hurdle = hop_hurdle_of(pos, part, from, df, dr);
          if (hurdle.is_none()) break;
          Square to = geo.offset(hurdle, df, dr);
          for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, df, dr))
            if (can_move) out.push(Move{from, to});
          if (to.is_some() && can_capture && capturable(p.kind(), side, pos.at(to)))
            out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
          break;
        }
        case StepKind::HopTurned: {
          const Square hurdle = first_unit_from(pos, from, df, dr);
          if (hurdle.is_none() || pos.at(hurdle).is_hole()) break;
          for (Vec turn : turned_by(Vec{static_cast<int8_t>(df), static_cast<int8_t>(dr)}, part.turn))
            land(geo.offset(hurdle, turn.df, turn.dr));
          break;
        }
        case StepKind::Zigzag: {
          const Vec turn = part.turns[static_cast<size_t>(&v - part.vectors.data())];
          const int tf = turn.df, tr = turn.dr * forward;
          Square to = geo.offset(from, df, dr);
          for (bool zig = true; to.is_some() && pos.at(to).is_empty(); zig = !zig) {
            if (can_move) out.push(Move{from, to});
            to = zig ? geo.offset(to, tf, tr) : geo.offset(to, df, dr);
          }
          if (to.is_some() && can_capture && capturable(p.kind(), side, pos.at(to)))
            out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
          break;
        }
        case StepKind::Listed:
          break;  // (above)
      }
    }
  }
  keep_part_direction();
  if (std::any_of(d.parts.begin(), d.parts.end(), [](const WalkPart& part) { return paths_may_meet(part); }))
    drop_repeated_arrivals(out, first_of_unit);
}

void Rules::generate_walk_moves(const Position& pos, Square from, MoveList& out) const {
  const Piece p = pos.at(from);
  if (!p.is_unit()) return;
  generate_piece(pos, from, p, p.colour() == Colour::Neutral ? pos.side_to_move() : p.colour(), out);
}

void Rules::generate_pseudo_legal(const Position& pos, MoveList& out, const RuleModule* without_choices_of) const {
  generate_moves(pos, out, true, without_choices_of);
}

void Rules::generate_moves(const Position& pos, MoveList& out, bool expand,
                                const RuleModule* without_choices_of) const {
  const size_t first = out.size();
  generate_units(pos, out);
  if (expand && !choice_hooks_.empty()) expand_choices(pos, out, first, without_choices_of);
}

void Rules::generate_units(const Position& pos, MoveList& out) const {
  if (!boards_) {
    generate_units_alone(pos, out);
    return;
  }
  // Board by board, the units of the others set aside (and put back exactly) meanwhile.
  Position& scratch = const_cast<Position&>(pos);
  for (int board = 0; board < boards_->board_count(); ++board) {
    Position::Aside aside;
    pos.occupied().for_each([&](Square s) {
      const Piece p = pos.at(s);
      if (p.is_unit() && boards_->board_of(p) != board) scratch.set_aside(aside, s);
    });
    generate_units_alone(pos, out);
    scratch.put_back(aside);
  }
}

void Rules::generate_units_alone(const Position& pos, MoveList& out) const {
  const Colour side = pos.side_to_move();
  if (params_.movable_units == MovableUnits::Own) {
    // (The side's units and the neutral ones, in the order of the squares.)
    pos.units_of_side(side).for_each([&](Square s) {
      const Piece p = pos.at(s);
      if (movable_by(p, side)) generate_piece(pos, s, p, side, out);
    });
  } else {
    const bool own = params_.movable_units == MovableUnits::Both;
    for (Square s : pos.geometry().squares()) {
      const Piece p = pos.at(s);
      if (!p.is_unit()) continue;
      if (p.colour() == Colour::Neutral)
        generate_piece(pos, s, p, side, out);
      else if (p.colour() != side || own)
        generate_piece(pos, s, p, p.colour(), out);  // (an enemy unit moves as its side's)
    }
  }
  for (const RuleModule* m : generate_hooks_) m->generate(pos, *this, out);
}

bool Rules::admits(const Position& pos, const Move& m) const {
  for (const RuleModule* f : filter_hooks_)
    if (!f->admits(pos, *this, m)) return false;
  return true;
}

bool Rules::legal_after_play(const Position& pos, Colour mover) const {
  bool ok = !in_check(pos, mover);
  for (size_t i = 0; ok && i < legality_hooks_.size(); ++i)
    ok = legality_hooks_[i]->legal_after(pos, *this, mover);
  return ok;
}

void Rules::moves_ignoring_check(Position& pos, MoveList& out) const {
  out.clear();
  if (!game_end_hooks_.empty() && rule_end(pos)) return;
  generate_pseudo_legal(pos, out);
  const Colour mover = pos.side_to_move();
  size_t kept = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    const Move m = out[i];
    if (!admits(pos, m)) continue;
    play(pos, m);
    bool ok = true;
    for (size_t h = 0; ok && h < legality_hooks_.size(); ++h) ok = legality_hooks_[h]->legal_after(pos, *this, mover);
    pos.undo_move();
    if (ok) out[kept++] = m;
  }
  out.truncate(kept);
}

bool Rules::plays_legally(Position& pos, const Move& m) const {
  if (!admits(pos, m)) return false;
  const Colour mover = pos.side_to_move();
  play(pos, m);
  const bool ok = legal_after_play(pos, mover);
  pos.undo_move();
  return ok;
}

namespace {
bool contains(const MoveList& moves, const Move& m) {
  for (const Move& x : moves)
    if (x == m) return true;
  return false;
}
}  // namespace

bool Rules::is_legal(Position& pos, const Move& m) const {
  MoveList moves;
  if (has_obligations()) {
    legal_moves(pos, moves);
    return contains(moves, m);
  }
  if (!game_end_hooks_.empty() && rule_end(pos)) return false;
  generate_pseudo_legal(pos, moves);
  return contains(moves, m) && plays_legally(pos, m);
}

void Rules::legal_moves(Position& pos, MoveList& out) const {
  out.clear();
  if (!game_end_hooks_.empty() && rule_end(pos)) return;
  generate_pseudo_legal(pos, out);
  size_t kept = 0;
  // (Where the rule set allows it, the board after a simple move is read without playing it.)
  const bool unattacked_king = king_safety_known(pos);
  for (size_t i = 0; i < out.size(); ++i)
    if (legal_generated(pos, out[i], unattacked_king)) out[kept++] = out[i];
  out.truncate(kept);
  for (const RuleModule* m : obligation_hooks_) m->restrict(pos, *this, out);
}

size_t Rules::count_legal_moves(Position& pos) const {
  MoveList list;
  legal_moves(pos, list);
  return list.size();
}

bool Rules::en_passant_possible(const Position& pos, Square target, Colour capturer) const {
  if (params_.en_passant_from_anywhere) return true;
  const int forward = capturer == Colour::Black ? -1 : 1;
  for (const PawnCapture& capture : pawn_captures_) {
    const Square from = pos.geometry().offset(target, -capture.vector.df, -capture.vector.dr * forward);
    // (A neutral pawn takes for either side.)
    if (from.is_some() && (pos.at(from) == Piece(capture.kind, capturer) ||
                           pos.at(from) == Piece(capture.kind, Colour::Neutral)))
      return true;
  }
  return false;
}

void Rules::open_en_passant(Position& pos, Square first, Square second, Square victim, Colour capturer) const {
  // Only squares where an enemy pawn could take are kept, so that equal positions hash alike.
  Square open[2] = {first, second};
  for (Square& s : open)
    if (s.is_some() && (!pos.at(s).is_empty() || !en_passant_possible(pos, s, capturer))) s = Square::none();
  if (open[0].is_none()) std::swap(open[0], open[1]);
  if (open[0].is_some()) pos.set_move_en_passant(open[0], victim, open[1]);
}

namespace {
// A move's own action that carries another unit along (core/move.h): the carried unit first, unless
// it is pulled onto the mover's square, then the mover (off the board for a Suicide).
void play_carrying(Position& pos, const Move& m) {
  const EffectReason why = EffectReason::Displacement;
  const Square carried = m.aux_square();
  const bool pulled_onto_mover = m.aux2 != kNoCarry && m.aux2_square() == m.from;
  auto carry = [&] {
    if (m.aux2 == kNoCarry)
      pos.remove(carried, why);
    else
      pos.relocate(carried, m.aux2_square(), why);
  };
  if (!pulled_onto_mover) carry();
  if (m.kind == MoveKind::Suicide)
    pos.remove(m.from);
  else if (m.from != m.to)
    pos.relocate(m.from, m.to);
  if (pulled_onto_mover) carry();
}

void drop_lapsed_en_passant(const Rules& rules, Position& pos) {
  // A double step's en passant right lapses where the rules' side effects filled a square it passed
  // over (a Circe rebirth there) or left no pawn where it went (a pawn gone on through a wormhole to
  // promote): nothing can be taken en passant there, and the FEN could not say it.
  const Piece victim = pos.at(pos.en_passant_victim());
  // (Popeye: a hunter whose walk forward is the pawn's may be taken so too; a dragon or gryphon may not.)
  const bool pawn_there = victim.is_unit() && (rules.def(victim.kind()).pawn ||
                                               rules.def(victim.kind()).hunter_away == PieceKind::Pawn);
  Square open[2] = {pos.en_passant(), pos.en_passant_also()};
  for (Square& s : open)
    if (s.is_some() && (!pawn_there || !pos.at(s).is_empty())) s = Square::none();
  if (open[0] == pos.en_passant() && open[1] == pos.en_passant_also()) return;
  if (open[0].is_none()) std::swap(open[0], open[1]);
  pos.set_move_en_passant(open[0], open[0].is_some() ? pos.en_passant_victim() : Square::none(), open[1]);
}
}  // namespace

void Rules::play_move(Position& pos, const Move& m, bool with_hooks, size_t after_hooks) const {
  pos.begin_move(m);
  for (const RuleModule* b : before_hooks_) b->before_move(pos, *this, m);  // (part of the primary action)
  const Piece mover = pos.at(m.from);
  if (carries_unit(m)) {
    play_carrying(pos, m);
  } else switch (m.kind) {
    case MoveKind::Normal:
      if (!pos.at(m.to).is_empty()) pos.remove(m.to);
      pos.relocate(m.from, m.to);
      break;
    case MoveKind::DoubleStep: {
      pos.relocate(m.from, m.to);
      if (!params_.en_passant) break;
      // (A neutral pawn steps for the side to move: the other side may take it.)
      open_en_passant(pos, m.aux_square(), m.aux2_square(), m.to,
                      opposite(mover.colour() == Colour::Neutral ? pos.side_to_move() : mover.colour()));
      break;
    }
    case MoveKind::EnPassant:
      pos.remove(m.aux_square());
      pos.relocate(m.from, m.to);
      break;
    case MoveKind::Castle:
      // (Castling from another square, Anti-Mars Circe's: the king may end where it stands, the rook
      // may stand on the king's target, which it leaves first.)
      if (m.to == m.aux_square()) {
        pos.relocate(m.aux_square(), m.aux2_square());
        pos.relocate(m.from, m.to);
        break;
      }
      if (m.from != m.to) pos.relocate(m.from, m.to);
      if (m.aux != m.aux2) pos.relocate(m.aux_square(), m.aux2_square());
      break;
    case MoveKind::Swap: {
      const Piece other = pos.at(m.to);
      const Square other_origin = pos.origin(m.to);
      pos.remove(m.to);
      pos.relocate(m.from, m.to);
      pos.add(m.from, other, EffectReason::Move, other_origin);
      break;
    }
    case MoveKind::Kamikaze:
      pos.remove(m.to);
      pos.remove(m.from);
      break;
    case MoveKind::Suicide:
      pos.remove(m.from);
      break;
    case MoveKind::Special: {
      const SpecialWalk* walk = def(mover.kind()).special;
      assert(walk && walk->play && "a Special move comes from a piece with its own play function");
      walk->play(pos, m);
      break;
    }
    case MoveKind::Null:
      break;
  }
  if (m.promotion != PieceKind::None) pos.change(m.to, mover.with_kind(m.promotion));  // (attributes kept)
  if (m.is_capture() || def(mover.kind()).pawn) pos.reset_halfmove_clock();
  pos.begin_side_effects();
  if (!with_hooks) {
    pos.end_move(true);
    return;
  }
  for (size_t i = 0; i < after_hooks_.size() && i < after_hooks; ++i) after_hooks_[i]->after_move(pos, *this, m);
  if (after_hooks != SIZE_MAX) return;  // (the caller asks its module, then ends the move)
  if (pos.en_passant().is_some()) drop_lapsed_en_passant(*this, pos);
  bool ends_turn = true;
  for (const RuleModule* t : turn_hooks_) ends_turn = ends_turn && t->ends_turn(pos, *this, m);
  pos.end_move(ends_turn);
}

// ---------------------------------------------------------------------------------------------------
// Attack and check

bool Rules::observation_allowed(const Position& pos, Square from, Square target, Colour by,
                                ObservationPurpose purpose, ObservationLevel level) const {
  if (observation_hooks_.empty()) return true;
  const Observation o{from, target, by, pos.at(from).kind(), purpose};
  for (const RuleModule* m : observation_hooks_) {
    if (m->observation_level() >= level) break;
    if (!m->observation_allowed(pos, *this, o)) return false;
  }
  return true;
}

bool Rules::walk_attacks(const Position& pos, Square from, Piece p, Square target) const {
  if (stands_still(pos.at(from), from, p.colour())) return false;
  const PieceDef& d = def(p.kind());
  if (d.special) return d.special->attacks(pos, from, target);
  if (d.borrows_walks) {
    const KindSet walks = borrowable_walks(pos);
    std::vector<Square> chain;
    for (int k = 0; k < kPieceKindCount; ++k) {
      const auto walk = static_cast<PieceKind>(k);
      if (walks.contains(walk) && walk_attacks(pos, from, p.with_kind(walk), target) &&
          orphan_borrows(pos, from, p.kind(), p.colour(), walk, chain))
        return true;
    }
    return false;
  }
  if (d.target == CaptureTarget::Friend) return false;
  const Geometry& geo = pos.geometry();
  const int forward = p.colour() == Colour::Black ? -1 : 1;
  for (const WalkPart& part : d.parts) {
    if (part.mode == StepMode::MoveOnly) continue;
    if (part.rank_direction != 0 && (target.rank() - from.rank()) * forward * part.rank_direction <= 0)
      continue;
    if (part.step == StepKind::Listed) {
      if (part.lister_attacks) {
        if (part.lister_attacks(pos, from, p.colour(), target)) return true;
        continue;
      }
      thread_local std::vector<Square> listed;
      listed.clear();
      part.lister(pos, from, p.colour(), listed);
      if (std::find(listed.begin(), listed.end(), target) != listed.end()) return true;
      continue;
    }
    if (part.circle) {
      std::array<Square, 16> line{};
      bool found = false;
      for (int start = 0; start < static_cast<int>(part.vectors.size()) && !found; ++start)
        for (int sense : {1, -1}) {
          const int count = circle_line_of(geo, from, part, start, sense, forward, line);
          circle_arrivals_of(pos, part, from, line, count,
                             [&](Square to, bool capture) { found = found || (capture && to == target); });
        }
      if (found) return true;
      continue;
    }
    for (const Vec& v : part.vectors) {
      const int df = v.df, dr = v.dr * forward;
      if (!part.via.empty()) {
        bool found = false;
        lame_arrivals_of(pos, part, from, df, dr, part.via[static_cast<size_t>(&v - part.vectors.data())], forward,
                         [&](Square to, bool) { found = found || to == target; });
        if (found) return true;
        continue;
      }
      if (part.step == StepKind::Leap) {
        if (geo.offset(from, df, dr) == target) return true;
        continue;
      }
      Square s = geo.offset(from, df, dr);
      if (part.step == StepKind::Hop) {
        const Square hurdle = hop_hurdle_of(pos, part, from, df, dr);
        if (hurdle.is_some() && hop_landing_of(pos, part, from, hurdle, df, dr) == target) return true;
        continue;
      }
      if (part.step == StepKind::HopBeyond || part.step == StepKind::HopTurned) {
        const Square hurdle = part.step == StepKind::HopBeyond ? hop_hurdle_of(pos, part, from, df, dr)
                                                               : first_unit_from(pos, from, df, dr);
        if (hurdle.is_none() || pos.at(hurdle).is_hole()) continue;
        if (part.step == StepKind::HopTurned) {
          for (Vec turn : turned_by(Vec{static_cast<int8_t>(df), static_cast<int8_t>(dr)}, part.turn))
            if (geo.offset(hurdle, turn.df, turn.dr) == target) return true;
          continue;
        }
        s = geo.offset(hurdle, df, dr);
      }
      if (part.step == StepKind::Zigzag) {
        const Vec turn = part.turns[static_cast<size_t>(&v - part.vectors.data())];
        const int tf = turn.df, tr = turn.dr * forward;
        for (bool zig = true; s.is_some(); zig = !zig) {
          if (s == target) return true;
          if (!pos.at(s).is_empty()) break;
          s = zig ? geo.offset(s, tf, tr) : geo.offset(s, df, dr);
        }
        continue;
      }
      while (s.is_some()) {
        if (s == target) return true;
        if (!pos.at(s).is_empty()) break;
        s = geo.offset(s, df, dr);
      }
    }
  }
  return false;
}

bool Rules::walk_attacks_from(const Position& pos, Square from, Square there, Piece p, Square target) const {
  Position& scratch = const_cast<Position&>(pos);  // (changed and put back exactly)
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  scratch.begin_move(Move{from, there});
  scratch.relocate(from, there);
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  const bool answer = walk_attacks(scratch, there, p, target);
  scratch.end_move(false);
  scratch.undo_move();
  return answer;
}

bool Rules::attacks(const Position& pos, Square from, Square target) const {
  const Piece p = pos.at(from);
  return p.is_unit() && walk_attacks(pos, from, p, target) &&
         observation_allowed(pos, from, target, p.colour(), ObservationPurpose::Check);
}

namespace {

// Is s one of the squares a probe looks at from `target` along v: target - j * v for some j >= 1?
// Parallel and on the probe's side; for a step of at most one file and rank that is enough, longer
// steps (the nightrider's) also need the distance to be a whole number of steps. No division for the
// common riders: this runs for every move generate_checks looks at.
bool on_probe_line(Square target, Square s, Vec v) {
  const int df = target.file() - s.file(), dr = target.rank() - s.rank();
  if (df * v.dr != dr * v.df || df * v.df + dr * v.dr <= 0) return false;
  if (v.df >= -1 && v.df <= 1 && v.dr >= -1 && v.dr <= 1) return true;
  return v.df != 0 ? df % v.df == 0 : dr % v.dr == 0;
}

}  // namespace

bool Rules::is_attacked(const Position& pos, Square target, Colour by, ObservationPurpose purpose) const {
  return probes_attack(pos, OnBoard{pos}, target, by, nullptr, ObservationLevel::All, purpose);
}

bool Rules::attack_map(const Position& pos, Colour by, std::array<bool, 256>& attacked) const {
  if (!observation_hooks_.empty() || !scan_kinds_.empty() || observers_) return false;
  attacked.fill(false);
  const Geometry& geo = pos.geometry();
  const int c = index_of(by) & 1;
  for (Square from : geo.squares()) {
    const Piece p = pos.at(from);
    if (!is_attacker(p, by) || stands_still(p, from, by)) continue;
    const int k = static_cast<int>(p.kind());
    for (Vec v : kind_leaps_[c][k]) {
      const Square t = geo.offset(from, v.df, v.dr);
      if (t.is_some()) attacked[static_cast<size_t>(t.index())] = true;
    }
    for (Vec v : kind_rides_[c][k]) {
      for (Square t = geo.offset(from, v.df, v.dr); t.is_some(); t = geo.offset(t, v.df, v.dr)) {
        attacked[static_cast<size_t>(t.index())] = true;
        if (!pos.at(t).is_empty()) break;
      }
    }
  }
  return true;
}

bool Rules::is_attacked_by(const Position& pos, Square target, Colour by, PieceKind walk, ObservationLevel level,
                           ObservationPurpose purpose) const {
  if (observers_ || scan_kinds_.contains(walk)) {
    const KindSet walks = KindSet::of(walk);
    if (probes_attack(pos, OnBoard{pos}, target, by, &walks, level, purpose)) return true;
  } else {
    // One kind's leaps and rides only (Madrasi asks this of every unit it moves): its own vectors
    // instead of every probe's.
    const Geometry& geo = pos.geometry();
    const int c = index_of(by) & 1;
    const int k = static_cast<int>(walk);
    auto observes = [&](Square from) {
      const Piece p = pos.at(from);
      return p.kind() == walk && is_attacker(p, by) && !stands_still(p, from, by) &&
             observation_allowed(pos, from, target, by, purpose, level);
    };
    for (Vec v : kind_leaps_[c][k]) {
      const Square from = geo.offset(target, -v.df, -v.dr);
      if (from.is_some() && observes(from)) return true;
    }
    for (Vec v : kind_rides_[c][k]) {
      Square from = geo.offset(target, -v.df, -v.dr);
      while (from.is_some() && pos.at(from).is_empty()) from = geo.offset(from, -v.df, -v.dr);
      if (from.is_some() && observes(from)) return true;
    }
  }
  // A pawn that could take the pawn standing on `target` en passant observes it, through the square
  // that pawn passed over (Popeye: Madrasi and Isardam paralyse by en passant too, fairy_isardam__017).
  const PieceDef& d = def(walk);
  const bool pawn_steps =
      std::any_of(d.parts.begin(), d.parts.end(), [](const WalkPart& p) { return p.pawn_steps; });
  if (!(d.pawn || pawn_steps) || !params_.en_passant || target != pos.en_passant_victim() ||
      pos.at(target).colour() == by)
    return false;
  const int forward = by == Colour::Black ? -1 : 1;
  for (Square crossed : {pos.en_passant(), pos.en_passant_also()}) {
    if (crossed.is_none()) continue;
    for (const WalkPart& part : d.parts) {
      if (part.mode == StepMode::MoveOnly || part.step != StepKind::Leap || !(d.pawn || part.pawn_steps))
        continue;
      for (Vec v : part.vectors) {
        const Square from = pos.geometry().offset(crossed, -v.df, -v.dr * forward);
        if (from.is_some() && pos.at(from).is(walk, by) &&
            observation_allowed(pos, from, crossed, by, purpose, level))
          return true;
      }
    }
  }
  return false;
}

bool Rules::in_check(const Position& pos, Colour c) const { return in_check_after(pos, c, nullptr); }

bool Rules::in_check_after(const Position& pos, Colour c, const RuleModule* definition) const {
  auto next = check_hooks_.begin();
  if (definition) {
    next = std::find(check_hooks_.begin(), check_hooks_.end(), definition);
    assert(next != check_hooks_.end() && "in_check_after is asked by a check hook of this rule set");
    if (next != check_hooks_.end()) ++next;
  }
  for (; next != check_hooks_.end(); ++next)
    if (auto answer = (*next)->in_check(pos, *this, c)) return *answer;
  // A royal unit that has just made a double step is in check when a pawn could take it en passant (as
  // in Popeye: a royal pawn may not pass over a square an enemy pawn takes on). The position keeps the
  // en passant square only where an enemy pawn could take there.
  auto royal_in_check = [&](Square royal) {
    return is_attacked(pos, royal, opposite(c)) || (royal == pos.en_passant_victim() && pos.en_passant().is_some());
  };
  const Square k = pos.king(c);
  if (!pos.several_royals()) return k.is_some() && royal_in_check(k);
  // Several kings, or a neutral one: a side is in check when any of its kings is attacked by the
  // other side's units (or neutral ones).
  for (Square royal : pos.royals(c))
    if (royal_in_check(royal)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Game end

std::optional<Outcome> Rules::rule_end(const Position& pos) const {
  for (const RuleModule* m : game_end_hooks_)
    if (auto o = m->game_end(pos, *this)) return o;
  return std::nullopt;
}

Outcome Rules::outcome(Position& pos, bool with_draw_claims) const {
  if (auto o = rule_end(pos)) return *o;
  const Colour side = pos.side_to_move();
  // (An obligation that does not decide mate, Black checks, may still leave no move to play: the game
  // cannot go on, and ends as if the side had no move at all.)
  // (A side with no move at all cannot go on, whatever an immobility hook says.)
  if (out_of_moves(pos) || (has_obligations() && count_legal_moves(pos) == 0)) {
    if (in_check(pos, side))
      return Outcome{side == Colour::White ? Result::BlackWins : Result::WhiteWins, "checkmate"};
    return Outcome{Result::Draw, params_.no_moves_reason};
  }
  if (with_draw_claims)
    for (const RuleModule* m : draw_hooks_)
      if (auto o = m->draw_claim(pos, *this)) return *o;
  return Outcome{};
}

// ---------------------------------------------------------------------------------------------------
// Queries: legal move, mate, stalemate, check-giving moves

// The board after a simple move (normal, double step, en passant, castling, null), read without playing
// it: the squares the move fills (later ones win), then those it empties, then the position. Only valid
// where after-move hooks leave the units alone (board_checks_).
struct Rules::After {
  explicit After(const Position& p) : pos(p) {}
  void place(Square s, Piece p) {
    mark(s);
    placed[placed_count] = s;
    units[placed_count++] = p;
  }
  void empty(Square s) {
    mark(s);
    emptied[emptied_count++] = s;
  }
  Piece operator()(Square s) const {
    if (!((touched[s.index() >> 6] >> (s.index() & 63)) & 1)) return pos.at(s);  // most squares
    for (int i = placed_count - 1; i >= 0; --i)
      if (placed[i] == s) return units[i];
    for (int i = 0; i < emptied_count; ++i)
      if (emptied[i] == s) return Piece();
    return pos.at(s);
  }
  // The king of c as Position tracks it after the move: the last king (or unit with the Royal attribute)
  // of c to arrive, else the tracked king unless the move emptied or took its square.
  Square king(Colour c) const {
    for (int i = placed_count - 1; i >= 0; --i)
      if ((units[i].kind() == PieceKind::King || units[i].kind() == PieceKind::Poseidon ||
           units[i].kind() == PieceKind::Sting || (units[i].attributes() & kAttributeRoyal)) &&
          units[i].colour() == c)
        return placed[i];
    const Square k = pos.king(c);
    for (int i = 0; i < placed_count; ++i)
      if (placed[i] == k) return Square::none();
    for (int i = 0; i < emptied_count; ++i)
      if (emptied[i] == k) return Square::none();
    return k;
  }

  void mark(Square s) { touched[s.index() >> 6] |= uint64_t{1} << (s.index() & 63); }
  // The unit sets after the move, as find_attacker asks them (a placed unit replaces what stood there).
  SquareSet units_of_side(Colour by) const {
    SquareSet s = pos.units_of_side(by);
    for (int i = 0; i < emptied_count; ++i) s.erase(emptied[i]);
    for (int i = 0; i < placed_count; ++i) {
      s.erase(placed[i]);
      if (is_attacker(units[i], by)) s.insert(placed[i]);
    }
    return s;
  }
  SquareSet occupied() const {
    SquareSet s = pos.occupied();
    for (int i = 0; i < emptied_count; ++i) s.erase(emptied[i]);
    for (int i = 0; i < placed_count; ++i) s.insert(placed[i]);
    return s;
  }

  const Position& pos;
  std::array<uint64_t, Square::kIndexSpace / 64> touched{};  // the squares placed or emptied
  std::array<Square, 2> placed{};
  std::array<Piece, 2> units{};
  std::array<Square, 3> emptied{};
  int placed_count = 0, emptied_count = 0;
};

// Mirrors play() for the kinds it knows; false for the others (the caller plays them).
bool Rules::after_of(const Position& pos, const Move& m, After& a) const {
  if (pos.several_royals()) return false;  // (After follows one king per side)
  const Piece mover = pos.at(m.from);
  const Piece unit = m.promotion == PieceKind::None ? mover : Piece(m.promotion, mover.colour());
  if (carries_unit(m)) return false;
  switch (m.kind) {
    case MoveKind::Normal:
    case MoveKind::DoubleStep:
      a.empty(m.from);
      a.place(m.to, unit);
      return true;
    case MoveKind::EnPassant:
      a.empty(m.from);
      a.empty(m.aux_square());
      a.place(m.to, unit);
      return true;
    case MoveKind::Castle:
      if (m.to == m.aux_square() || m.promotion != PieceKind::None) return false;
      a.empty(m.from);
      a.empty(m.aux_square());
      a.place(m.to, mover);
      a.place(m.aux2_square(), pos.at(m.aux_square()));
      return true;
    case MoveKind::Null:
      return m.promotion == PieceKind::None;
    default:
      return false;
  }
}

// Does a unit the move placed attack `king`, or a rider whose line to it crosses a square the move
// emptied? Attacks that were there before the move are not looked for: the caller knows there were none.
bool Rules::attack_opened_or_made(const After& a, Square king, Colour by) const {
  const Geometry& geo = a.pos.geometry();
  const int c = index_of(by) & 1;
  auto first_unit = [&](Vec v) {
    Square s = geo.offset(king, -v.df, -v.dr);
    while (s.is_some() && a(s).is_empty()) s = geo.offset(s, -v.df, -v.dr);
    return s;
  };
  auto opened = [&](const Probe& p) {
    const Square f = first_unit(p.vector);
    return f.is_some() && is_attacker(a(f), by, p.kinds, nullptr);
  };
  // With queen-line rides only: the ride probe whose line from the king passes s, or -1.
  auto line_probe = [&](Square s) {
    const int df = king.file() - s.file(), dr = king.rank() - s.rank();
    if (df != 0 && dr != 0 && df != dr && df != -dr) return -1;
    return static_cast<int>(queen_line_probe_[c][(dr > 0) - (dr < 0) + 1][(df > 0) - (df < 0) + 1]);
  };
  for (int i = 0; i < a.placed_count; ++i) {
    const Square t = a.placed[i];
    const Piece u = a.units[i];
    if (!is_attacker(u, by)) continue;
    const int k = static_cast<int>(u.kind());
    const int df = king.file() - t.file(), dr = king.rank() - t.rank();
    for (Vec v : kind_leaps_[c][k])
      if (v.df == df && v.dr == dr) return true;
    if (rides_on_queen_lines_) {
      const int p = line_probe(t);
      // (The walk from the king along the line: lines from a king are short, and it costs less than
      // the attack tables' line sets here, measured on Circe's perft.)
      if (p >= 0 && ride_probes_[c][static_cast<size_t>(p)].kinds.contains(u.kind()) &&
          first_unit(ride_probes_[c][static_cast<size_t>(p)].vector) == t)
        return true;
    } else {
      for (Vec v : kind_rides_[c][k])
        if (on_probe_line(king, t, v) && first_unit(v) == t) return true;
    }
  }
  for (int i = 0; i < a.emptied_count; ++i) {
    const Square s = a.emptied[i];
    if (rides_on_queen_lines_) {
      const int p = line_probe(s);
      if (p >= 0 && opened(ride_probes_[c][static_cast<size_t>(p)])) return true;
    } else {
      for (const Probe& p : ride_probes_[c])
        if (on_probe_line(king, s, p.vector) && opened(p)) return true;
    }
  }
  return false;
}

bool Rules::may_look_after(const Position& pos, const Move& m, After& a) const {
  // (A double step opens en passant, which the check of a royal pawn and Madrasi's paralysis read: it
  // is played.)
  if (!look_legality_ || m.kind == MoveKind::DoubleStep) return false;
  if (!board_changing_after_hooks_.empty() && !quiet_and_alone(pos, m)) return false;
  return after_of(pos, m, a);
}

template <class Ask>
bool Rules::ask_looking_after(Position& pos, const After& a, Ask&& ask) const {
  Position::Look look;
  pos.look_begin(look);
  // (The squares emptied first: a square both emptied and filled holds what filled it, as in After.)
  for (int i = 0; i < a.emptied_count; ++i) pos.look_set(look, a.emptied[i], Piece());
  for (int i = 0; i < a.placed_count; ++i) pos.look_set(look, a.placed[i], a.units[i]);
  const bool answer = ask(static_cast<const Position&>(pos));
  pos.look_back(look);
  return answer;
}

bool Rules::legal_generated(Position& pos, const Move& m, bool unattacked_king) const {
  if (board_legality_ || (quiet_board_legality_ && quiet_and_alone(pos, m))) {
    After a(pos);
    if (after_of(pos, m, a)) {
      if (!admits(pos, m)) return false;
      const Colour side = pos.side_to_move();
      const Square k = a.king(side);
      // (A royal pawn's double step is also check by en passant, which in_check asks: it is played.)
      if (k == m.to && m.kind == MoveKind::DoubleStep) return plays_legally(pos, m);
      if (k.is_none()) return true;
      // A king that stays where it stood unattacked is attacked after the move only by a unit the move
      // placed or along a line it opened.
      if (unattacked_king && k == pos.king(side)) return !attack_opened_or_made(a, k, opposite(side));
      return !probes_attack(pos, a, k, opposite(side));
    }
  }
  if (After a(pos); may_look_after(pos, m, a)) {
    if (!admits(pos, m)) return false;
    const Colour mover = pos.side_to_move();
    return ask_looking_after(pos, a, [&](const Position& after) { return legal_after_play(after, mover); });
  }
  return plays_legally(pos, m);
}

bool Rules::king_safety_known(const Position& pos) const {
  if (!(board_legality_ || quiet_board_legality_) || params_.movable_units != MovableUnits::Own ||
      params_.base_rank_pawns_still || pos.several_royals())
    return false;
  const Colour side = pos.side_to_move();
  const Square king = pos.king(side);
  return king.is_some() && !is_attacked(pos, king, opposite(side));
}

bool Rules::has_legal_move(Position& pos, const RuleModule* without_choices_of, Move* hint) const {
  if (binding_obligations_) return count_legal_moves(pos) != 0;  // an obligation may strike out any move
  if (!game_end_hooks_.empty() && rule_end(pos)) return false;
  MoveList moves;
  // A move's choices are asked (by playing it) only when the moves before it were all illegal.
  const bool choosing = !choice_hooks_.empty();
  MoveList chosen;
  // Is the king known unattacked (king_safety_known)? Asked once the king's own moves are tried, for
  // the other units' moves: one attack test then spares one per move.
  bool unattacked_king = false;
  auto legal = [&](const Move& m) {
    if (!choosing) {
      const bool ok = legal_generated(pos, m, unattacked_king);
      if (ok && hint) *hint = m;  // (the next call's first try)
      return ok;
    }
    chosen.clear();
    chosen.push(m);
    expand_choices(pos, chosen, 0, without_choices_of);
    for (const Move& c : chosen)
      if (legal_generated(pos, c, unattacked_king)) return true;
    return false;
  };
  // King moves first: in check they are the likeliest escapes, and elsewhere there are few of them.
  const Square king = pos.king(pos.side_to_move());
  if (params_.movable_units == MovableUnits::Own && !boards_) {
    // Unit by unit, the king first, then the moves of the generate hooks (castling): most positions
    // have a legal move among the first units tried, and the others' moves are then never generated.
    const Colour side = pos.side_to_move();
    // The hint's unit, when its moves were generated for the hint: they are kept for its turn below
    // (the hint itself, found illegal, is not tried again).
    Square hint_unit = Square::none();
    Move missed_hint;
    MoveList hint_unit_moves;
    auto unit_has_legal_move = [&](Square s) {
      if (s == hint_unit) {
        for (const Move& m : hint_unit_moves)
          if (!(m == missed_hint) && legal(m)) return true;
        return false;
      }
      moves.clear();
      generate_piece(pos, s, pos.at(s), side, moves);
      for (const Move& m : moves)
        if (legal(m)) return true;
      return false;
    };
    // The hint first, if its unit still makes it (its legality is tested like any move's).
    if (hint && !choosing && hint->from.is_some() && movable_by(pos.at(hint->from), side)) {
      generate_piece(pos, hint->from, pos.at(hint->from), side, hint_unit_moves);
      if (contains(hint_unit_moves, *hint)) {
        if (legal(*hint)) return true;
        missed_hint = *hint;
      }
      hint_unit = hint->from;
    }
    if (!king.is_none() && movable_by(pos.at(king), side) && unit_has_legal_move(king)) return true;
    unattacked_king = king_safety_known(pos);
    if (pos.units_of_side(side).any_of(
            [&](Square s) { return s != king && movable_by(pos.at(s), side) && unit_has_legal_move(s); }))
      return true;
    moves.clear();
    for (const RuleModule* m : generate_hooks_) m->generate(pos, *this, moves);
    for (const Move& m : moves)
      if (legal(m)) return true;
    return false;
  }
  generate_moves(pos, moves, !choosing, without_choices_of);
  for (const Move& m : moves)
    if (m.from == king && legal(m)) return true;
  for (const Move& m : moves)
    if (m.from != king && legal(m)) return true;
  return false;
}

bool Rules::out_of_moves(Position& pos) const {
  if (immobility_hooks_.empty()) return !has_legal_move(pos);  // (one search for a legal move)
  return immobile(pos) || !has_legal_move(pos);
}

bool Rules::immobile(Position& pos, Move* legal_move_hint) const {
  for (const RuleModule* m : immobility_hooks_)
    if (auto answer = m->immobile(pos, *this)) return *answer;
  return !has_legal_move(pos, nullptr, legal_move_hint);
}

bool Rules::is_mate(Position& pos) const {
  if (!game_end_hooks_.empty() && rule_end(pos)) return false;
  return in_check(pos, pos.side_to_move()) && out_of_moves(pos);
}

bool Rules::is_stalemate(Position& pos) const {
  if (!game_end_hooks_.empty() && rule_end(pos)) return false;
  return !in_check(pos, pos.side_to_move()) && out_of_moves(pos);
}

bool Rules::gives_check(Position& pos, const Move& m) const {
  const Colour side = pos.side_to_move(), enemy = opposite(side);
  if (board_checks_) {
    After a(pos);
    if (after_of(pos, m, a)) {
      const Square k = a.king(enemy);
      return k.is_some() && probes_attack(pos, a, k, side);
    }
  }
  if (After a(pos); may_look_after(pos, m, a))
    return ask_looking_after(pos, a, [&](const Position& after) { return in_check(after, enemy); });
  play(pos, m);
  const bool check = in_check(pos, enemy);
  pos.undo_move();
  return check;
}

namespace {
// Do these effects leave every square's unit as it was (rights, flags, units going under the board)?
bool leaves_board_alone(std::span<const Effect> effects) {
  for (const Effect& e : effects)
    if (e.kind != EffectKind::Right && e.kind != EffectKind::Flag && e.kind != EffectKind::Bury &&
        e.kind != EffectKind::Stay)
      return false;
  return true;
}
}  // namespace

void Rules::generate_checks(Position& pos, MoveList& out) const {
  size_t kept = 0;
  if (has_obligations()) {
    legal_moves(pos, out);
    for (size_t i = 0; i < out.size(); ++i)
      if (gives_check(pos, out[i])) out[kept++] = out[i];
    out.truncate(kept);
    return;
  }
  out.clear();
  if (!game_end_hooks_.empty() && rule_end(pos)) return;
  const Colour side = pos.side_to_move(), enemy = opposite(side);
  // Only an illegal position has the enemy king attacked already; then every attack is looked for.
  const Square enemy_king = pos.king(enemy);
  // (Where the enemy's units move too, its king may step into an attack: every attack is looked for.)
  const bool attacked_before = board_checks_ && enemy_king.is_some() &&
                               (params_.movable_units != MovableUnits::Own || is_attacked(pos, enemy_king, side));
  // (The same for the rule sets whose after-move hooks may change units, move by move below.)
  const bool simple_checks_known = !board_checks_ && probe_checks_ && enemy_king.is_some() &&
                                   params_.movable_units == MovableUnits::Own && !is_attacked(pos, enemy_king, side);
  generate_pseudo_legal(pos, out);
  for (size_t i = 0; i < out.size(); ++i) {
    const Move m = out[i];
    bool keep;
    After a(pos);
    if (board_checks_ && after_of(pos, m, a)) {
      // The cheap test first: most moves give no check.
      const Square k = a.king(enemy);
      keep = k.is_some() &&
             (attacked_before ? probes_attack(pos, a, k, side) : attack_opened_or_made(a, k, side));
      if (keep && board_legality_) {
        const Square own = a.king(side);
        keep = admits(pos, m) && (own.is_none() || !probes_attack(pos, a, own, enemy));
      } else if (keep) {
        keep = plays_legally(pos, m);
      }
    } else if (simple_checks_known && quiet_board_legality_ && quiet_and_alone(pos, m) &&
               after_of(pos, m, a)) {
      // A quiet move the after-move hooks leave alone (GhostChess, Circe): the cheap test on the board
      // after it, then its legality, read from that board too (legal_generated).
      const Square k = a.king(enemy);
      keep = k.is_some() && attack_opened_or_made(a, k, side) && legal_generated(pos, m);
    } else if (After looked(pos); may_look_after(pos, m, looked)) {
      keep = admits(pos, m) && ask_looking_after(pos, looked, [&](const Position& after) {
               return in_check(after, enemy) && legal_after_play(after, side);
             });
    } else {
      keep = admits(pos, m);
      if (keep) {
        // Where check is found by the probes, a move whose side effects (if any) leave the board alone
        // checks only by the unit it placed or a line it opened: the cheap test, once it is played.
        After simple(pos);
        const bool modelled = simple_checks_known && after_of(pos, m, simple);
        const Square k = modelled ? simple.king(enemy) : Square::none();
        play(pos, m);
        if (modelled && k.is_some() && leaves_board_alone(pos.last_side_effects()))
          keep = attack_opened_or_made(simple, k, side) && legal_after_play(pos, side);
        else
          keep = in_check(pos, enemy) && legal_after_play(pos, side);
        pos.undo_move();
      }
    }
    if (keep) out[kept++] = m;
  }
  out.truncate(kept);
}

}  // namespace nightrider
