#include "variants/variants.h"

#include "variants/condition_games.h"

namespace nightrider {

const std::vector<VariantInfo>& all_variants() {
  static const std::vector<VariantInfo> list = {
      {"chess", "orthodox chess (FIDE rules)", &make_chess, &chess_rules_text},
      {"antiking1", "Anti-King Chess I: king and anti-king, Berolina pawns, royal knight leaps",
       &make_antiking1, &antiking1_rules_text},
      {"antiking2", "Anti-King Chess II: the orthodox army plus an anti-king each", &make_antiking2,
       &antiking2_rules_text},
      {"magnetic", "Magnetic Chess: unlike units attract, like units repel; capture the king", &make_magnetic,
       &magnetic_rules_text},
      {"antimagnetic", "Anti-Magnetic Chess: like units attract, unlike units repel; capture the king",
       &make_antimagnetic, &antimagnetic_rules_text},
      {"rococo", "Rococo: 10x10 with an edge ring, capturing pieces from Baroque chess", &make_rococo,
       &rococo_rules_text},
  };
  return list;
}

std::shared_ptr<const Rules> make_variant(std::string_view name) { return build_variant(name); }

std::shared_ptr<Rules> build_variant(std::string_view name) {
  if (name.find('+') != std::string_view::npos) return build_condition_game(name).rules;
  for (const VariantInfo& v : all_variants())
    if (v.name == name) return v.make();
  return nullptr;
}

std::string variant_error(std::string_view name) {
  if (name.find('+') != std::string_view::npos) {
    GameBuild build = build_condition_game(name);
    return build.rules ? "" : build.error;
  }
  for (const VariantInfo& v : all_variants())
    if (v.name == name) return "";
  return "unknown variant '" + std::string(name) + "' (known: " + variant_names() + ")";
}

std::string variant_names() {
  std::string out;
  for (const VariantInfo& v : all_variants()) out += (out.empty() ? "" : ", ") + v.name;
  return out;
}

}  // namespace nightrider
