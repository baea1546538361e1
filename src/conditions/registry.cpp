#include "conditions/registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "conditions/board/actuated_revolving_centre.h"
#include "conditions/board/alice.h"
#include "conditions/board/castling_chess.h"
#include "conditions/board/exchange_castling.h"
#include "conditions/board/grid.h"
#include "conditions/board/haan.h"
#include "conditions/board/hole.h"
#include "conditions/board/role_exchange.h"
#include "conditions/board/wormholes.h"
#include "conditions/budget/bgl.h"
#include "conditions/captures/bicaptures.h"
#include "conditions/captures/breton.h"
#include "conditions/captures/cast.h"
#include "conditions/captures/kamikaze.h"
#include "conditions/captures/lost_pieces.h"
#include "conditions/captures/make_and_take.h"
#include "conditions/captures/multicaptures.h"
#include "conditions/captures/nocapture.h"
#include "conditions/captures/pad.h"
#include "conditions/captures/series_capture.h"
#include "conditions/captures/superguards.h"
#include "conditions/captures/take_and_make.h"
#include "conditions/check/bicolores.h"
#include "conditions/check/brunner.h"
#include "conditions/check/checkless.h"
#include "conditions/check/lese_majeste.h"
#include "conditions/check/amu.h"
#include "conditions/check/maff.h"
#include "conditions/check/pepo.h"
#include "conditions/check/sat.h"
#include "conditions/check/vogtlaender.h"
#include "conditions/circe/anticirce.h"
#include "conditions/circe/circe.h"
#include "conditions/circe/cuckoo_circe.h"
#include "conditions/circe/danger_circe.h"
#include "conditions/circe/geneva.h"
#include "conditions/circe/immune.h"
#include "conditions/circe/last_capture.h"
#include "conditions/circe/mars_circe.h"
#include "conditions/contact/koeko.h"
#include "conditions/ghosts/ghost_chess.h"
#include "conditions/material/no_double_pawns.h"
#include "conditions/material/no_promotion.h"
#include "conditions/material/prom_squares.h"
#include "conditions/material/prom_only.h"
#include "conditions/material/singlebox.h"
#include "conditions/meta/alsacien.h"
#include "conditions/meta/amnesie.h"
#include "conditions/meta/dead_reckoning.h"
#include "conditions/movers/all_in_chess.h"
#include "conditions/movers/dynamo.h"
#include "conditions/movers/edge_mover.h"
#include "conditions/movers/fuddled_men.h"
#include "conditions/movers/gravitation.h"
#include "conditions/movers/hurdle_movers.h"
#include "conditions/movers/imitator.h"
#include "conditions/movers/messigny.h"
#include "conditions/obligations/alphabetic.h"
#include "conditions/obligations/back_home.h"
#include "conditions/obligations/black_checks.h"
#include "conditions/obligations/ultraschachzwang.h"
#include "conditions/obligations/consequent_forced_squares.h"
#include "conditions/obligations/dister.h"
#include "conditions/obligations/duellists.h"
#include "conditions/obligations/exclusive_chess.h"
#include "conditions/obligations/follow_my_leader.h"
#include "conditions/obligations/losing_chess.h"
#include "conditions/obligations/maximummer.h"
#include "conditions/obligations/must_capture.h"
#include "conditions/obligations/synchronous_movers.h"
#include "conditions/observation/central.h"
#include "conditions/observation/chromatic.h"
#include "conditions/observation/disparate.h"
#include "conditions/observation/functionary.h"
#include "conditions/observation/functionary_units.h"
#include "conditions/observation/isardam.h"
#include "conditions/observation/leffie.h"
#include "conditions/observation/lortap.h"
#include "conditions/observation/provocation.h"
#include "conditions/observation/paralysing_units.h"
#include "conditions/observation/paralysis.h"
#include "conditions/observation/partial_paralysis.h"
#include "conditions/observation/patrol_units.h"
#include "conditions/observation/ultra_patrol.h"
#include "conditions/observation/woozles.h"
#include "conditions/placement/glasgow.h"
#include "conditions/placement/sentinelles.h"
#include "conditions/recolouring/anda.h"
#include "conditions/recolouring/chameleon_pursuit.h"
#include "conditions/recolouring/andernach.h"
#include "conditions/recolouring/darkside.h"
#include "conditions/recolouring/half_neutral.h"
#include "conditions/recolouring/hurdle_colour_changing.h"
#include "conditions/recolouring/magic_squares.h"
#include "conditions/recolouring/magic_units.h"
#include "conditions/recolouring/masand.h"
#include "conditions/recolouring/tibet.h"
#include "conditions/recolouring/volage.h"
#include "conditions/royal/anti_kings.h"
#include "conditions/royal/extinction.h"
#include "conditions/royal/kobul_kings.h"
#include "conditions/royal/oscillating_kings.h"
#include "conditions/royal/reflective_kings.h"
#include "conditions/royal/republican.h"
#include "conditions/royal/rex_multiplex.h"
#include "conditions/royal/royal_dynasty.h"
#include "conditions/royal/shielded_kings.h"
#include "conditions/royal/siamese_kings.h"
#include "conditions/royal/vaulting_kings.h"
#include "conditions/stacks/augsburg.h"
#include "conditions/transmutation/chameleon_chess.h"
#include "conditions/transmutation/chameleon_units.h"
#include "conditions/transmutation/einstein.h"
#include "conditions/transmutation/football.h"
#include "conditions/transmutation/norsk.h"
#include "conditions/transmutation/frankfurt.h"
#include "conditions/walks/marine_chess.h"
#include "conditions/transmutation/influencer.h"
#include "conditions/transmutation/relegation.h"
#include "conditions/transmutation/snek.h"
#include "conditions/turns/anneciens.h"
#include "conditions/turns/progressive.h"
#include "conditions/walks/absorbant.h"
#include "conditions/walks/annan.h"
#include "conditions/walks/bolero.h"
#include "conditions/walks/argentinian_chess.h"
#include "conditions/walks/cavalier_majeur.h"
#include "conditions/walks/face_to_face.h"
#include "conditions/walks/locusauteur.h"
#include "conditions/walks/point_reflection.h"
#include "conditions/walks/power_transfer.h"
#include "conditions/walks/transmission_menace.h"

namespace nightrider::conditions {

const std::vector<const ConditionEntry*>& all_conditions() {
  // One line per condition, added as each is written; everything else is in the condition's own file.
  static const std::vector<const ConditionEntry*> entries = {
      &circe_condition(),         &anticirce_condition(),
      &monochrome_condition(),    &bichrome_condition(),
      &madrasi_condition(),       &eiffel_condition(), &partial_paralysis_condition(),
      &functionary_chess_condition(),
      &isardam_condition(),       &sat_condition(),  &strict_sat_condition(),
      &brunner_condition(),       &ghost_chess_condition(),
      &bicolores_condition(),     &vogtlaender_condition(),
      &einstein_condition(),      &reversal_einstein_condition(),
      &norsk_sjakk_condition(),
      &bicaptures_condition(),    &central_condition(),
      &sentinelles_condition(),   &ultra_patrol_condition(),
      &patrol_condition(),
      &andernach_condition(),     &anti_andernach_condition(),
      &tibet_condition(),         &double_tibet_condition(),
      &republican_condition(),    &all_in_chess_condition(),
      &half_in_chess_condition(), &mainly_in_chess_condition(),
      &black_checks_condition(),  &anneciens_condition(),
      &white_ultraschachzwang_condition(), &black_ultraschachzwang_condition(),
      &progressive_condition(),   &kamikaze_condition(),
      &volage_condition(),        &hypervolage_condition(),
      &magic_squares_condition(),
      &wormholes_condition(),
      &messigny_condition(),
      &nocapture_condition(), &no_white_capture_condition(), &no_black_capture_condition(),
      &immune_condition(),
      &geneva_condition(),
      &lese_majeste_condition(),
      &maff_condition(), &amu_condition(),
      &white_oscillating_kings_condition(), &black_oscillating_kings_condition(),
      &swapping_kings_condition(),  &siamese_kings_condition(),
      &mars_circe_condition(),    &anti_mars_circe_condition(),
      &phantom_chess_condition(),   &plus_chess_condition(),
      &checkless_chess_condition(),
      &white_forced_square_condition(), &black_forced_square_condition(),
      &white_consequent_forced_square_condition(), &black_consequent_forced_square_condition(),
      &cavalier_majeur_condition(),      &argentinian_chess_condition(),      &exclusive_chess_condition(),
      &white_maximummer_condition(),     &black_maximummer_condition(),
      &white_minimummer_condition(),     &black_minimummer_condition(),
      &white_must_capture_condition(),   &black_must_capture_condition(),
      &extinction_chess_condition(),     &losing_chess_condition(),
      &royal_dynasty_condition(),
      &shielded_kings_condition(),
      &glasgow_chess_condition(),
      &hole_condition(),          &haan_condition(),
      &castling_chess_condition(), &rokagogo_condition(),
      &exchange_castling_condition(),
      &white_reflective_king_condition(), &black_reflective_king_condition(), &reflective_kings_condition(),
      &white_transmuted_king_condition(), &black_transmuted_king_condition(), &transmuted_kings_condition(),
      &strictly_transmuted_kings_condition(), &white_super_transmuting_king_condition(),
      &black_super_transmuting_king_condition(),
      &vaulting_kings_condition(), &white_vaulting_king_condition(), &black_vaulting_king_condition(),
      &white_edge_mover_condition(), &black_edge_mover_condition(),
      &duellists_condition(),
      &fuddled_men_condition(),
      &kobul_kings_condition(),
      &white_synchron_mover_condition(), &black_synchron_mover_condition(),
      &white_anti_synchron_mover_condition(), &black_anti_synchron_mover_condition(),
      &white_follow_my_leader_condition(), &black_follow_my_leader_condition(),
      &back_home_condition(),
      &role_exchange_condition(),
      &alphabetic_condition(), &white_alphabetic_condition(), &black_alphabetic_condition(),
      &white_max_dister_condition(),    &black_max_dister_condition(),
      &white_min_dister_condition(),    &black_min_dister_condition(),
      &singlebox_condition(),     &haunted_chess_condition(),
      &take_and_make_condition(),  &make_and_take_condition(),  &breton_condition(),
      &series_capture_condition(),
      &pad_chess_condition(),
      &annan_condition(),
      &bolero_condition(), &bolero_inverse_condition(),
      &point_reflection_condition(),
      &power_transfer_condition(),
      &transmission_menace_condition(),
      &absorbant_condition(),
      &koeko_condition(), &antikoeko_condition(), &newkoeko_condition(),
      &grid_condition(),
      &lortap_condition(),
      &provocation_condition(),
      &woozles_condition(), &biwoozles_condition(), &heffalumps_condition(), &biheffalumps_condition(),
      &imitator_condition(), &no_imitator_promotion_condition(),
      &last_capture_condition(),
      &masand_condition(), &masand_generalised_condition(),
      &anda_condition(), &anda_inverse_condition(),
      &chameleon_pursuit_condition(),
      &no_double_pawns_condition(),
      &rose_chess_condition(),
      &locusauteur_condition(),
      &cuckoo_circe_condition(),
      &gravitation_condition(),
      &dynamo_condition(),
      &bgl_condition(),
      &prom_only_condition(),
      &no_white_promotion_condition(), &no_black_promotion_condition(),
      &white_prom_squares_condition(), &black_prom_squares_condition(),
      &frankfurt_condition(), &protean_condition(),
      &marine_chess_condition(), &ultramarine_chess_condition(),
      &snek_chess_condition(), &snek_circle_chess_condition(),
      &chameleon_chess_condition(), &chameleon_sequence_condition(),
      &influencer_condition(),
      &relegation_condition(),
      &face_to_face_condition(), &back_to_back_condition(), &cheek_to_cheek_condition(),
      &lost_pieces_condition(),
      &pepo_condition(),
      &alsacien_condition(),
      &amnesie_condition(),
      &dead_reckoning_condition(),
      &multicaptures_condition(),
      &disparate_condition(),
      &leffie_condition(),
      &rex_multiplex_condition(),
      &anti_kings_condition(),
      &augsburg_condition(),
      &danger_circe_condition(),
      &cast_chess_condition(),
      &superguards_condition(), &antiguards_condition(),
      &football_condition(),
      &actuated_revolving_centre_condition(),
      &darkside_condition(),
      &alice_condition(),
  };
  return entries;
}

namespace {

bool same_word(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// The attributes the core gives their meaning itself: a royal unit is in the position's royal set (its
// side is in check when it is attacked); no move may take an uncapturable one (the capture test).
const AttributeEntry kRoyalAttribute{
    .en = "Royal", .fr = "Royale", .de = "Koeniglich", .bit = kAttributeRoyal};
const AttributeEntry kUncapturableAttribute{
    .en = "Uncapturable", .fr = "Imprenable", .de = "Unschlagbar", .bit = kAttributeUncapturable};

}  // namespace

const ConditionEntry* find_condition(std::string_view keyword, Language language) {
  for (const ConditionEntry* e : all_conditions())
    if (same_word(e->names.in(language), keyword)) return e;
  return nullptr;
}

const ConditionEntry* find_condition(std::string_view keyword) {
  for (Language language : {Language::English, Language::French, Language::German})
    if (const ConditionEntry* e = find_condition(keyword, language)) return e;
  return nullptr;
}

const std::vector<const AttributeEntry*>& all_attributes() {
  // In the order their modules join a rule set (chameleon units before paralysing ones).
  static const std::vector<const AttributeEntry*> entries = {
      &hurdle_colour_changing_attribute(),
      &chameleon_attribute(),
      &paralysing_attribute(),
      &kRoyalAttribute,
      &kUncapturableAttribute,
      &kamikaze_attribute(),
      &half_neutral_attribute(),
      &anda_attribute(),
      &bul_attribute(),
      &dob_attribute(),
      &magic_attribute(),
      &functionary_attribute(),
      &patrol_attribute(),
      &alice_a_attribute(),
      &alice_b_attribute(),
  };
  return entries;
}

const AttributeEntry* find_attribute(std::string_view keyword) {
  for (const AttributeEntry* a : all_attributes())
    for (Language language : {Language::English, Language::French, Language::German})
      if (same_word(a->in(language), keyword)) return a;
  return nullptr;
}

std::vector<size_t> application_order(const std::vector<const ConditionEntry*>& written) {
  std::vector<size_t> order;
  for (size_t i = 0; i < written.size(); ++i) {
    const int mine = written[i] ? written[i]->order : 0;
    auto ahead = order.end();
    if (mine != 0)
      ahead = std::find_if(order.begin(), order.end(),
                           [&](size_t j) { return written[j] && written[j]->order > mine; });
    order.insert(ahead, i);
  }
  return order;
}

void expect_no_arguments(std::string_view keyword, const std::vector<std::string>& arguments) {
  if (!arguments.empty())
    throw std::invalid_argument(std::string(keyword) + " takes no argument (got " + arguments.front() + ")");
}

std::string lower_case(std::string word) {
  std::transform(word.begin(), word.end(), word.begin(), [](unsigned char ch) { return std::tolower(ch); });
  return word;
}

std::vector<Square> squares_argument(std::string_view keyword, const std::string& argument, const Geometry& geometry) {
  const std::string text = lower_case(argument);
  std::vector<Square> squares;
  size_t i = 0;
  while (i < text.size()) {
    // A file letter and its rank's digits, up to the next letter.
    size_t end = i + 1;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    const auto square = end > i + 1 ? geometry.parse(std::string_view(text).substr(i, end - i)) : std::nullopt;
    if (!square) throw std::invalid_argument(std::string(keyword) + ": '" + argument + "' is not a list of squares");
    squares.push_back(*square);
    i = end;
  }
  if (squares.empty()) throw std::invalid_argument(std::string(keyword) + ": '" + argument + "' is not a list of squares");
  return squares;
}

std::vector<Square> square_list_arguments(std::string_view keyword, const std::vector<std::string>& arguments,
                                          const Geometry& geometry, bool once_each) {
  std::vector<Square> squares;
  for (const std::string& argument : arguments)
    for (Square square : squares_argument(keyword, argument, geometry))
      if (!once_each || std::find(squares.begin(), squares.end(), square) == squares.end()) squares.push_back(square);
  if (squares.empty()) throw std::invalid_argument(std::string(keyword) + " needs at least one square");
  return squares;
}

Colour one_side_argument(std::string_view keyword, const std::vector<std::string>& arguments) {
  Colour only = Colour::None;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (only == Colour::None && (word == "white" || word == "weiss" || word == "blancs"))
      only = Colour::White;
    else if (only == Colour::None && (word == "black" || word == "schwarz" || word == "noirs"))
      only = Colour::Black;
    else
      throw std::invalid_argument(std::string(keyword) + " " + a + " is not supported (White or Black)");
  }
  return only;
}

namespace {

// Lower case, accents of Latin letters dropped (UTF-8), hyphens and underscores as spaces, one space
// between words: "Anti-Super-Circé" -> "anti super circe".
std::string folded(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    char plain = static_cast<char>(std::tolower(c));
    if (c == 0xC3 && i + 1 < text.size()) {                                     // U+00C0..U+00FF
      const unsigned char next = static_cast<unsigned char>(text[++i]) | 0x20;  // (upper to lower case)
      plain = next >= 0xA0 && next <= 0xA5   ? 'a'
              : next == 0xA7                 ? 'c'
              : next >= 0xA8 && next <= 0xAB ? 'e'
              : next >= 0xAC && next <= 0xAF ? 'i'
              : next == 0xB1                 ? 'n'
              : next >= 0xB2 && next <= 0xB6 ? 'o'
              : next >= 0xB9 && next <= 0xBC ? 'u'
                                             : '?';
    }
    if (plain == '-' || plain == '_') plain = ' ';
    if (plain == ' ' && (out.empty() || out.back() == ' ')) continue;
    out += plain;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The arguments after the name; the seed's "Totalmax=n" is Popeye's "MaximumTotal n".
void add_arguments(const std::vector<std::string>& words, size_t first, std::vector<std::string>& out) {
  for (size_t i = first; i < words.size(); ++i) {
    const std::string word = folded(words[i]);
    if (word.rfind("totalmax=", 0) == 0) {
      out.emplace_back("MaximumTotal");
      out.push_back(word.substr(9));
    } else {
      out.push_back(words[i]);
    }
  }
}

}  // namespace

std::optional<ResolvedCondition> resolve_condition(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  // The longest run of leading words that is a seed name of two words or more ("Sentinelles en Pion
  // neutre"), else a Popeye keyword ("Sentinelles PionNeutre"), else a one-word seed name.
  auto popeye = [&]() -> std::optional<ResolvedCondition> {
    const ConditionEntry* entry = find_condition(words[0]);
    if (!entry) return std::nullopt;
    ResolvedCondition resolved{entry, {}};
    add_arguments(words, 1, resolved.arguments);
    return resolved;
  };
  for (size_t n = words.size(); n >= 1; --n) {
    if (n == 1)
      if (auto resolved = popeye()) return resolved;
    std::string joined;
    for (size_t i = 0; i < n; ++i) joined += (i ? " " : "") + words[i];
    const std::string key = folded(joined);
    for (const ConditionEntry* entry : all_conditions())
      for (const SeedName& seed : entry->names.seeds) {
        if (folded(seed.name) != key) continue;
        ResolvedCondition resolved{entry, {}};
        for (std::string_view a : seed.arguments) resolved.arguments.emplace_back(a);
        add_arguments(words, n, resolved.arguments);
        return resolved;
      }
  }
  return std::nullopt;
}

std::string folded_name(std::string_view text) { return folded(text); }

std::string condition_names() {
  std::string out;
  for (const ConditionEntry* e : all_conditions())
    out += (out.empty() ? "" : ", ") + std::string(e->names.en);
  return out;
}

}  // namespace nightrider::conditions
