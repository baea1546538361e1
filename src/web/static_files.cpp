#include "web/static_files.h"

#include <algorithm>
#include <cctype>

namespace nightrider::web {

StaticFiles::StaticFiles(std::filesystem::path root) : root_(std::move(root)) {}

std::optional<std::filesystem::path> StaticFiles::resolve(const std::vector<std::string>& segments) const {
  if (segments.empty()) return root_ / "index.html";
  std::filesystem::path file = root_;
  for (const std::string& segment : segments) {
    // Letters, digits, '-', '_' and inner dots only: no "..", no hidden files, no separators.
    const bool plain =
        !segment.empty() && segment.front() != '.' && std::all_of(segment.begin(), segment.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-' || c == '_';
        });
    if (!plain) return std::nullopt;
    file /= segment;
  }
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error)) {
    // "/game" serves game.html, so the page addresses need no extension.
    file += ".html";
    if (!std::filesystem::is_regular_file(file, error)) return std::nullopt;
  }
  // A symbolic link in the folder may point anywhere: serve only what is inside the folder once every
  // link is followed (the folder itself may be reached through links).
  const std::filesystem::path real_root = std::filesystem::canonical(root_, error);
  if (error) return std::nullopt;
  const std::filesystem::path real_file = std::filesystem::canonical(file, error);
  if (error) return std::nullopt;
  const auto [root_end, file_end] =
      std::mismatch(real_root.begin(), real_root.end(), real_file.begin(), real_file.end());
  if (root_end != real_root.end() || file_end == real_file.end()) return std::nullopt;
  return real_file;
}

std::string content_type(const std::filesystem::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".woff2") return "font/woff2";
  return "application/octet-stream";
}

std::optional<std::filesystem::path> default_static_dir() {
  std::error_code error;
  const std::filesystem::path binary = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return std::nullopt;
  const std::filesystem::path dir = binary.parent_path();
  for (const std::filesystem::path& candidate : {dir / "web-static", dir.parent_path() / "web" / "dist"})
    if (std::filesystem::is_regular_file(candidate / "index.html", error)) return candidate;
  return std::nullopt;
}

}  // namespace nightrider::web
