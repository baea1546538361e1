#include "conditions/seed_catalogue.h"

#include <sstream>
#include <string>

namespace nightrider::conditions {

const std::vector<SeedCondition>& seed_conditions() {
  // (Facts from CONDITIONS.md: number, seed name, Popeye's keyword. Para-circé is Popeye's closest
  // reading; 72's n is given as 6 so that the words can be read.)
  static const std::vector<SeedCondition> list = {
    {1, "Absorbant", ""},
    {2, "All-in-Chess", "AllInChess"},
    {3, "Alsacien (Alsatian)", ""},
    {4, "Amnésie", ""},
    {5, "Annéciens", ""},
    {6, "Anti-Andernach", "AntiAndernachChess"},
    {7, "Anticircé colonne", "FileAntiCirce"},
    {8, "Anticircé échange", "AntiCirce CaptureSquare"},
    {9, "Anticircé équipollent", "EquipollentsAntiCirce"},
    {10, "Anticircé maléfique", "MirrorAntiCirce"},
    {11, "Anti-Super-Circé", "AntiSuperCirce"},
    {12, "Augsburg", ""},
    {13, "Bicaptures", "Bicaptures"},
    {14, "Bichromatique", "BichromChess"},
    {15, "Bicolores", "Bicolores"},
    {16, "Brunner", "BrunnerChess"},
    {17, "Case obligatoire conséquente", "WhiteConsequentForcedSquare"},
    {18, "Case obligatoire conséquente blanche", "WhiteConsequentForcedSquare"},
    {19, "Case obligatoire conséquente noire", "BlackConsequentForcedSquare"},
    {20, "Cavalier majeur", "CavalierMajeur"},
    {21, "Central", "CentralChess"},
    {22, "Circé antipode", "AntipodeanCirce"},
    {23, "Circé caméléon", "ChameleonCirce"},
    {24, "Circé clône", "CirceClone"},
    {25, "Circé coucou", ""},
    {26, "Circé couscous", "CouscousCirce"},
    {27, "Circé diagramme", "DiagramCirce"},
    {28, "Circé équipollent", "EquipollentsCirce"},
    {29, "Circé inversé", "VerticalMirrorCirce"},
    {30, "Circé kamikaze", ""},
    {31, "Circé maléfique martien", "MarsMirrorCirce"},
    {32, "Circé symétrique", "SymmetryCirce"},
    {33, "Dead Reckoning", ""},
    {34, "Dynamo", ""},
    {35, "Eiffel", "EiffelChess"},
    {36, "Einstein", "EinsteinChess"},
    {37, "Exclusif", "ExclusiveChess"},
    {38, "Extinction", "ExtinctionChess"},
    {39, "Fantômes - Ghost", "GhostChess"},
    {40, "Fusil", "AntiCirce PWC"},
    {41, "Glasgow", "GlasgowChess"},
    {42, "Gravitation", ""},
    {43, "Haan", "HaanerChess"},
    {44, "Isardam", "Isardam"},
    {45, "Isardam type B", "Isardam TypeB"},
    {46, "Kamikaze Rex Inclusiv", ""},
    {47, "Les Noirs ne jouent que pour donner échec (Black checks)", "BlackChecks"},
    {48, "Locusauteur", ""},
    {49, "MAFF", "MAFF"},
    {50, "Monochromatique", "MonochromChess"},
    {51, "No Double Pawns", ""},
    {52, "Optional Replacement", "Circe Super"},
    {53, "Para-circé", "AntiCirce RexExclusive Relaxed"},
    {54, "Progressif", ""},
    {55, "Qui perd gagne - Losing game", "LosingChess"},
    {56, "Renaissances Circé assassin", "Circe Assassin"},
    {57, "Renaissances Circé parachuté", "Circe Parachute"},
    {58, "Renaissances Circé Rex Inclusiv", "Circe RexInclusive"},
    {59, "Renaissances Circé strict", "Circe Strict"},
    {60, "Renaissances Circé volcanique", "Circe Volcanic"},
    {61, "Républicains", "RepublicanChess"},
    {62, "Rex Multiplex", ""},
    {63, "Rois réflecteurs", "ReflectiveKings"},
    {64, "Rois siamois", ""},
    {65, "Rois strictement transmutés", ""},
    {66, "Rokagogo", "Rokagogo"},
    {67, "Rose", ""},
    {68, "Sans échec - Checkless", "ChecklessChess"},
    {69, "SAT", "SAT"},
    {70, "Sentinelles en Pion adverse", "Sentinelles PionAdvers"},
    {71, "Sentinelles en Pion neutre", "Sentinelles PionNeutre"},
    {72, "Sentinelles Totalmax=n", "Sentinelles MaximumTotal 6"},
    {73, "Super-Circé", "SuperCirce"},
    {74, "Swapping Kings", "SwappingKings"},
    {75, "Trou - Hole", "Hole"},
    {76, "Ultra-Patrouille", "UltraPatrol"},
    {77, "Vogtländer", "VogtlaenderChess"},
    {78, "Volage", "Volage"},
  };
  return list;
}

std::optional<ResolvedCondition> resolve_seed_condition(const SeedCondition& seed) {
  auto words_of = [](std::string_view text) {
    std::vector<std::string> words;
    std::istringstream stream{std::string(text)};
    for (std::string word; stream >> word;) words.push_back(word);
    return words;
  };
  // (Popeye's words first: a seed name of several words may begin with a Popeye keyword and would give
  // it the rest as arguments, "Sentinelles en Pion adverse".)
  if (!seed.popeye.empty())
    if (auto by_keyword = resolve_condition(words_of(seed.popeye))) return by_keyword;
  // (Only a condition that declares the seed name: "Circé coucou" is not Circe with an argument "coucou".)
  auto resolved = resolve_condition(words_of(seed.seed_name));
  if (!resolved) return std::nullopt;
  const std::string name = folded_name(seed.seed_name);
  for (const SeedName& declared : resolved->entry->names.seeds)
    if (folded_name(declared.name) == name) return resolved;
  return std::nullopt;
}

}  // namespace nightrider::conditions
