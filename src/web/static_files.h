// The built front end (web/, built by vite) served from a folder: which file a URL path names, and its
// content type. Only plain paths inside the folder are served; anything else is not found.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nightrider::web {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root);
  // The file a request's decoded path segments name ({} is index.html, {"game"} game.html,
  // {"assets", "game-1a2b.js"}), with every symbolic link followed, or nullopt. Nothing outside the
  // folder is named: a segment is letters, digits, '-', '_' and inner dots (no "..", no separator, no
  // hidden file), and a link that leads out of the folder is not followed out.
  std::optional<std::filesystem::path> resolve(const std::vector<std::string>& segments) const;
  const std::filesystem::path& root() const { return root_; }

 private:
  std::filesystem::path root_;
};

// "text/html; charset=utf-8", "text/javascript", … by the file's extension.
std::string content_type(const std::filesystem::path& file);

// The folder of the built pages next to the binary: `build/web-static` beside `build/nightrider`, or the
// source tree's web/dist; nullopt when neither holds an index.html. (The binary's own path, not the
// current folder, so `build/nightrider serve` works from anywhere.)
std::optional<std::filesystem::path> default_static_dir();

}  // namespace nightrider::web
