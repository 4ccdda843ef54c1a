#pragma once
// A fresh, empty folder for a test's files in the system's temporary
// folder, named after `name` and this process (tests run in parallel).
#include <unistd.h>

#include <filesystem>
#include <string>

inline std::string landlord_test_temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("landlord-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}
