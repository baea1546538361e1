#include "web/move_words.h"

#include <algorithm>
#include <vector>

#include "notation/effect_notes.h"
#include "pieces/piece_def.h"

namespace nightrider::web {
namespace {

enum class Language { En, Fr, Nl };

Language language_of(std::string_view lang) {
  return lang == "fr" ? Language::Fr : lang == "nl" ? Language::Nl : Language::En;
}

// A unit's name in French and Dutch, with what the articles and the colour's adjective agree with:
// French gender, Dutch "het" words (het paard: "het zwarte paard", "een zwart paard").
struct UnitNoun {
  std::string_view en;
  const char* fr;
  bool fr_feminine;
  const char* nl;
  bool nl_het;
};

// The units our variants and conditions put on the board (builtin_piece's English names); a kind not
// listed keeps its English name in the other languages, as a proper name would.
constexpr UnitNoun kUnitNouns[] = {
    {"king", "roi", false, "koning", false},
    {"queen", "dame", true, "dame", false},
    {"rook", "tour", true, "toren", false},
    {"bishop", "fou", false, "loper", false},
    {"knight", "cavalier", false, "paard", true},
    {"pawn", "pion", false, "pion", false},
    {"anti-king", "antiroi", false, "antikoning", false},
    {"berolina pawn", "pion Berolina", false, "berolinapion", false},
    {"pushme-pullyu", "pushme-pullyu", false, "pushme-pullyu", false},
    {"swapper", "échangeur", false, "wisselaar", false},
    {"long leaper", "sauteur long", false, "verspringer", false},
    {"chameleon", "caméléon", false, "kameleon", false},
    {"immobilizer", "immobilisateur", false, "immobilisator", false},
    {"cannon pawn", "pion-canon", false, "kanonpion", false},
    {"nightrider", "noctambule", false, "nachtruiter", false},
    {"grasshopper", "sauterelle", true, "sprinkhaan", false},
    {"rose", "rose", true, "roos", false},
    {"locust", "locuste", true, "locust", false},
    {"rook-locust", "tour-locuste", true, "torenlocust", false},
    {"bishop-locust", "fou-locuste", false, "loperlocust", false},
    {"nightrider-locust", "noctambule-locuste", false, "nachtruiterlocust", false},
    {"amazon", "amazone", true, "amazone", false},
    {"empress", "impératrice", true, "keizerin", false},
    {"princess", "princesse", true, "prinses", false},
    {"camel", "chameau", false, "kameel", false},
    {"zebra", "zèbre", false, "zebra", false},
    {"giraffe", "girafe", true, "giraffe", false},
};

UnitNoun noun_of(Piece p) {
  const std::string_view name = builtin_piece(p.kind()).name;
  for (const UnitNoun& noun : kUnitNouns)
    if (noun.en == name) return noun;
  return {name, nullptr, false, nullptr, false};
}

// French elides "le"/"la" before a vowel: "l'antiroi", "l'échangeur".
bool french_vowel_start(std::string_view word) {
  if (word.empty()) return false;
  if (std::string_view("aeiouhAEIOUH").find(word[0]) != std::string_view::npos) return true;
  return word.starts_with("é") || word.starts_with("É");
}

// "the black knight", "le cavalier noir", "het zwarte paard"; `definite` false: "a black knight", "un
// cavalier noir", "een zwart paard". A neutral unit has no colour word.
std::string unit_phrase(Piece p, Language lang, bool definite) {
  const UnitNoun noun = noun_of(p);
  const bool white = p.colour() == Colour::White;
  const bool coloured = p.colour() == Colour::White || p.colour() == Colour::Black;
  switch (lang) {
    case Language::En: {
      const std::string name(noun.en);
      return std::string(definite ? "the " : "a ") + (coloured ? (white ? "white " : "black ") : "") + name;
    }
    case Language::Fr: {
      const std::string name = noun.fr != nullptr ? noun.fr : std::string(noun.en);
      std::string article =
          definite ? (noun.fr_feminine ? "la " : "le ") : (noun.fr_feminine ? "une " : "un ");
      if (definite && french_vowel_start(name)) article = "l'";
      std::string colour;
      if (coloured)
        colour = white ? (noun.fr_feminine ? " blanche" : " blanc") : (noun.fr_feminine ? " noire" : " noir");
      return article + name + colour;
    }
    case Language::Nl: {
      const std::string name = noun.nl != nullptr ? noun.nl : std::string(noun.en);
      // (An adjective takes -e after "de", "het" and before a "de" word; not after "een" before a "het"
      // word.)
      std::string colour;
      // (wit doubles its t before the -e: witte.)
      if (coloured) colour = white ? "wit" : "zwart";
      if (coloured && (definite || !noun.nl_het)) colour += white ? "te" : "e";
      const std::string article = definite ? (noun.nl_het ? "het " : "de ") : "een ";
      return article + (colour.empty() ? "" : colour + " ") + name;
    }
  }
  return "";
}

// A kind's name after "becomes": "a queen", "une dame", "een dame".
std::string kind_phrase(Piece p, Language lang) {
  const UnitNoun noun = noun_of(p);
  switch (lang) {
    case Language::En:
      return "a " + std::string(noun.en);
    case Language::Fr:
      return std::string(noun.fr_feminine ? "une " : "un ") +
             (noun.fr != nullptr ? noun.fr : std::string(noun.en));
    case Language::Nl:
      return "een " + (noun.nl != nullptr ? std::string(noun.nl) : std::string(noun.en));
  }
  return "";
}

// The words the conditions give their effects (RuleModule::effect_words), in French and Dutch; words not
// listed stay as the condition wrote them (a name such as "Breton" or "Take&Make").
struct ReasonWords {
  std::string_view en;
  const char* fr;
  const char* nl;
};

constexpr ReasonWords kReasonWords[] = {
    {"Circe rebirth", "renaissance Circé", "Circe-wedergeboorte"},
    {"AntiCirce rebirth", "renaissance AntiCircé", "AntiCirce-wedergeboorte"},
    {"Super-Circe rebirth", "renaissance Super-Circé", "Super-Circe-wedergeboorte"},
    {"Anti-Super-Circe rebirth", "renaissance Anti-Super-Circé", "Anti-Super-Circe-wedergeboorte"},
    {"Circe Equipollents rebirth", "renaissance Circé équipollents", "Circe-equipollents-wedergeboorte"},
    {"AntiCirce Equipollents rebirth", "renaissance AntiCircé équipollents",
     "AntiCirce-equipollents-wedergeboorte"},
    {"Republican king", "roi républicain", "republikeinse koning"},
    {"absorbed walks", "marches absorbées", "geabsorbeerde gangen"},
    {"castling chess", "échecs roque", "rokadeschaak"},
    {"ghost", "fantôme", "spook"},
    {"gravitation", "gravitation", "gravitatie"},
    {"magnetic field", "champ magnétique", "magnetisch veld"},
    {"sentinel", "sentinelle", "schildwacht"},
    {"stack", "pile", "stapel"},
};

// " (magnetic field)", " (champ magnétique)"; "" when the move itself did it.
std::string reason_phrase(const Rules& rules, EffectReason reason, Language lang) {
  const std::string words = rules.reason_words(reason);
  if (words.empty()) return "";
  for (const ReasonWords& r : kReasonWords)
    if (r.en == words)
      return " (" + std::string(lang == Language::Fr ? r.fr : lang == Language::Nl ? r.nl : words) + ")";
  return " (" + words + ")";
}

// What a note's unit then became: " and becomes a queen", " et change de camp".
std::string then_phrase(const EffectNote& n, Language lang) {
  std::string out;
  Piece before = n.unit;
  for (const Piece p : n.then) {
    if (p.kind() != before.kind())
      out += (lang == Language::Fr   ? " et devient "
              : lang == Language::Nl ? " en wordt "
                                     : " and becomes ") +
             kind_phrase(p, lang);
    else if (p.colour() != before.colour())
      out += lang == Language::Fr   ? " et change de camp"
             : lang == Language::Nl ? " en wisselt van kant"
                                    : " and changes side";
    before = p;
  }
  return out;
}

// "d5–c4" in English, "de d5 en c4", "van d5 naar c4".
std::string path_phrase(const std::string& from, const std::string& to, Language lang) {
  switch (lang) {
    case Language::En:
      return from + "–" + to;
    case Language::Fr:
      return "de " + from + " en " + to;
    case Language::Nl:
      return "van " + from + " naar " + to;
  }
  return "";
}

// "on d5", "en d5", "op d5".
std::string on_square(const std::string& square, Language lang) {
  return (lang == Language::Fr ? "en " : lang == Language::Nl ? "op " : "on ") + square;
}

}  // namespace

std::string describe_move(const Rules& rules, const Position& after, const std::string& san,
                          std::string_view lang_text) {
  const Language lang = language_of(lang_text);
  const Geometry& geo = after.geometry();
  const Colour mover = opposite(after.side_to_move());
  std::vector<std::string> parts;
  const auto effects = after.last_effects();
  const std::vector<EffectNote> notes =
      effect_notes(effects, effects.size() - after.last_side_effects().size());
  // The mover's own step is the move itself, told again only beside the unit it swapped places with.
  const bool swapped = std::any_of(notes.begin(), notes.end(),
                                   [](const EffectNote& n) { return n.kind == EffectNote::Kind::Swap; });
  const char* goes = lang == Language::Fr ? " va " : lang == Language::Nl ? " gaat " : " goes ";
  for (const EffectNote& n : notes) {
    const std::string from = geo.name(n.from);
    const std::string to = geo.name(n.to);
    switch (n.kind) {
      case EffectNote::Kind::Remove:
        // A unit that goes under the mover's square to wait there (Augsburg's stack) is not taken.
        if (n.reason.role == ReasonRole::Underworld) {
          parts.push_back(unit_phrase(n.unit, lang, true) +
                          (lang == Language::Fr   ? " attend sous "
                           : lang == Language::Nl ? " wacht onder "
                                                  : " waits below ") +
                          from + reason_phrase(rules, n.reason, lang));
          break;
        }
        parts.push_back((lang == Language::Fr   ? "prend "
                         : lang == Language::Nl ? "slaat "
                                                : "takes ") +
                        unit_phrase(n.unit, lang, true) + " " + on_square(from, lang));
        break;
      case EffectNote::Kind::Swap:
        parts.push_back(unit_phrase(n.unit, lang, true) + goes + path_phrase(from, to, lang) +
                        (lang == Language::Fr   ? " (échange)"
                         : lang == Language::Nl ? " (gewisseld)"
                                                : " (swapped)"));
        break;
      case EffectNote::Kind::Go:
        if (n.own_step && !swapped) break;
        if (n.from == n.to)
          parts.push_back(unit_phrase(n.unit, lang, true) +
                          (lang == Language::Fr   ? " reste "
                           : lang == Language::Nl ? " blijft "
                                                  : " stays ") +
                          on_square(to, lang) + reason_phrase(rules, n.reason, lang) + then_phrase(n, lang));
        else
          parts.push_back(unit_phrase(n.previous, lang, true) + goes + path_phrase(from, to, lang) +
                          reason_phrase(rules, n.reason, lang) + then_phrase(n, lang));
        break;
      case EffectNote::Kind::GoUnder:
        parts.push_back(unit_phrase(n.previous, lang, true) + goes + path_phrase(from, to, lang) +
                        then_phrase(n, lang) +
                        (lang == Language::Fr   ? " et attend dessous"
                         : lang == Language::Nl ? " en wacht eronder"
                                                : " and waits below it"));
        break;
      case EffectNote::Kind::WaitUnder:
        parts.push_back(unit_phrase(n.unit, lang, true) +
                        (lang == Language::Fr   ? " attend sous "
                         : lang == Language::Nl ? " wacht onder "
                                                : " waits below ") +
                        to);
        break;
      case EffectNote::Kind::Change:
        if (n.unit.kind() != n.previous.kind())
          parts.push_back(unit_phrase(n.previous, lang, true) + " " + on_square(to, lang) +
                          (lang == Language::Fr   ? " devient "
                           : lang == Language::Nl ? " wordt "
                                                  : " becomes ") +
                          kind_phrase(n.unit, lang));
        else if (n.unit.colour() != n.previous.colour())
          parts.push_back(unit_phrase(n.previous, lang, true) + " " + on_square(to, lang) +
                          (lang == Language::Fr   ? " change de camp"
                           : lang == Language::Nl ? " wisselt van kant"
                                                  : " changes side"));
        break;
      case EffectNote::Kind::Appear:
        parts.push_back(unit_phrase(n.unit, lang, false) +
                        (lang == Language::Fr   ? " apparaît "
                         : lang == Language::Nl ? " verschijnt "
                                                : " appears ") +
                        on_square(to, lang) + reason_phrase(rules, n.reason, lang) + then_phrase(n, lang));
        break;
      case EffectNote::Kind::Exchange:
        parts.push_back(unit_phrase(n.unit, lang, true) +
                        (lang == Language::Fr   ? " et "
                         : lang == Language::Nl ? " en "
                                                : " and ") +
                        unit_phrase(n.partner, lang, true) +
                        (lang == Language::Fr   ? " échangent leurs cases ("
                         : lang == Language::Nl ? " wisselen van veld ("
                                                : " exchange squares (") +
                        from + ", " + to + ")");
        break;
      case EffectNote::Kind::Detour:
        break;
    }
  }
  const bool white = mover == Colour::White;
  std::string text;
  switch (lang) {
    case Language::En:
      text = (white ? "White " : "Black ") + san;
      break;
    case Language::Fr:
      text = (white ? "Les Blancs jouent " : "Les Noirs jouent ") + san;
      break;
    case Language::Nl:
      text = (white ? "Wit speelt " : "Zwart speelt ") + san;
      break;
  }
  // (French sets a space before the colon.)
  const char* colon = lang == Language::Fr ? " : " : ": ";
  for (size_t i = 0; i < parts.size(); ++i)
    text += (i == 0 ? colon : std::string(lang == Language::Fr ? " ; " : "; ")) + parts[i];
  return text;
}

}  // namespace nightrider::web
