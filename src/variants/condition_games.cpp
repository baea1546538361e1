#include "variants/condition_games.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "variants/variants.h"

namespace nightrider {

std::string game_word(const conditions::ConditionEntry& entry) {
  std::string word = conditions::lower_case(std::string(entry.names.en));
  constexpr std::string_view kChess = "chess";
  if (word.size() > kChess.size() + 2 && word.ends_with(kChess)) word.resize(word.size() - kChess.size());
  return word;
}

const std::vector<GameCondition>& game_conditions() {
  // (Found by building each: a condition that needs an argument refuses to join without one.)
  static const std::vector<GameCondition> list = [] {
    std::vector<GameCondition> out;
    for (const conditions::ConditionEntry* entry : conditions::all_conditions()) {
      if (entry->mate_goal_only) continue;
      try {
        std::shared_ptr<Rules> rules = make_chess();
        entry->apply(*rules, {});
        // (A game starts from the orthodox array: not where a side would stand in check there.)
        Position start = start_position(*rules);
        MoveList moves;
        rules->legal_moves(start, moves);
        if (moves.empty()) continue;
      } catch (const std::exception&) {
        continue;
      }
      out.push_back({game_word(*entry), entry});
    }
    return out;
  }();
  return list;
}

namespace {

std::vector<std::string> split_on_plus(std::string_view name) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t plus = name.find('+', start);
    parts.emplace_back(name.substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start));
    if (plus == std::string_view::npos) return parts;
    start = plus + 1;
  }
}

}  // namespace

GameBuild build_condition_game(std::string_view name) {
  const std::vector<std::string> parts = split_on_plus(name);
  GameBuild build;
  const std::string shown(name);
  std::shared_ptr<Rules> rules = build_variant(parts[0]);
  if (!rules) {
    build.error = "unknown variant '" + parts[0] + "' in '" + shown + "' (known: " + variant_names() + ")";
    return build;
  }
  std::vector<conditions::ResolvedCondition> chosen;
  std::vector<const conditions::ConditionEntry*> entries;
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string word = conditions::lower_case(parts[i]);
    const auto by_game_word = std::find_if(game_conditions().begin(), game_conditions().end(),
                                           [&](const GameCondition& g) { return g.word == word; });
    std::optional<conditions::ResolvedCondition> resolved;
    if (by_game_word != game_conditions().end())
      resolved = conditions::ResolvedCondition{by_game_word->entry, {}};
    else if (!word.empty()) {
      resolved = conditions::resolve_condition({word});
      if (!resolved) resolved = conditions::resolve_condition({word + "chess"});  // ("exclusive")
    }
    if (!resolved) {
      build.error = "unknown condition '" + parts[i] + "' in '" + shown + "' (see `nightrider conditions`)";
      return build;
    }
    if (resolved->entry->mate_goal_only) {
      build.error = shown + ": " + std::string(resolved->entry->names.en) +
                    " is a rule about a problem's aim (mate), not a game";
      return build;
    }
    chosen.push_back(*resolved);
    entries.push_back(resolved->entry);
  }
  for (size_t i : conditions::application_order(entries)) {
    try {
      chosen[i].entry->apply(*rules, chosen[i].arguments);
    } catch (const std::exception& e) {
      build.error = shown + ": " + e.what();
      return build;
    }
  }
  std::string canonical = conditions::lower_case(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) canonical += "+" + conditions::lower_case(parts[i]);
  rules->set_name(canonical);
  build.rules = std::move(rules);
  return build;
}

}  // namespace nightrider
