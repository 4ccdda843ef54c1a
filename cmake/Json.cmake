# nlohmann/json as the target landlord::json.
# Natively the Debian package's CMake config is used. Under Emscripten only the
# nlohmann/ headers are exposed (putting /usr/include on the include path would
# drag glibc headers into the web build), through a folder in the build tree
# that links to them.
add_library(landlord_json INTERFACE)
add_library(landlord::json ALIAS landlord_json)
if(EMSCRIPTEN)
  set(_json_dir "${CMAKE_BINARY_DIR}/json-include")
  find_path(LANDLORD_NLOHMANN_DIR nlohmann/json.hpp
            PATHS /usr/include NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH REQUIRED)
  file(MAKE_DIRECTORY "${_json_dir}")
  file(CREATE_LINK "${LANDLORD_NLOHMANN_DIR}/nlohmann" "${_json_dir}/nlohmann" SYMBOLIC)
  target_include_directories(landlord_json SYSTEM INTERFACE "${_json_dir}")
else()
  find_package(nlohmann_json 3.10 REQUIRED)
  target_link_libraries(landlord_json INTERFACE nlohmann_json::nlohmann_json)
endif()
# The engine never relies on exceptions (they abort under Emscripten by
# default); JSON is parsed with allow_exceptions=false and checked by hand.
target_compile_definitions(landlord_json INTERFACE JSON_NOEXCEPTION=1)
