// A request's target ("/api/rules/rococo?lang=fr") read by Boost.URL: the path's segments and the query's
// parameters, percent-decoded. Routing and static files look only at these.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nightrider::web {

struct RequestTarget {
  std::vector<std::string> segments;  // "/api/rules/rococo" -> {"api", "rules", "rococo"}; "/" -> {}
  std::map<std::string, std::string> query;

  // The value of a query parameter, or `fallback`.
  std::string param(const std::string& name, const std::string& fallback = "") const;
};

// nullopt for a target that is not a path with an optional query (origin form).
std::optional<RequestTarget> parse_target(std::string_view target);

// Does a WebSocket request's Origin header name the page's own server (its host and port equal to the
// Host header)? A page from another site open in the same browser must not play the person's games.
// Requests without an Origin (programs, not browsers) are let through.
bool same_origin(std::string_view origin, std::string_view host);

}  // namespace nightrider::web
