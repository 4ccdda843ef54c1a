# {fmt} as the target landlord::fmt, header-only (FMT_HEADER_ONLY), from
# Debian's libfmt-dev: the same code natively and in WebAssembly, where
# only the fmt/ headers are exposed (as for nlohmann/json: /usr/include on
# the include path would drag glibc headers into the web build).
add_library(landlord_fmt INTERFACE)
add_library(landlord::fmt ALIAS landlord_fmt)
find_path(LANDLORD_FMT_DIR fmt/format.h PATHS /usr/include NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(_fmt_dir "${CMAKE_BINARY_DIR}/fmt-include")
file(MAKE_DIRECTORY "${_fmt_dir}")
if(NOT EXISTS "${_fmt_dir}/fmt")
  file(CREATE_LINK "${LANDLORD_FMT_DIR}/fmt" "${_fmt_dir}/fmt" SYMBOLIC)
endif()
target_include_directories(landlord_fmt SYSTEM INTERFACE "${_fmt_dir}")
target_compile_definitions(landlord_fmt INTERFACE FMT_HEADER_ONLY=1)
