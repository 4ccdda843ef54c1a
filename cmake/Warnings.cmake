# Project-wide warning flags, applied per target with landlord_warnings(<target>).
# Third-party code (ImGui) is compiled without them.
function(landlord_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                                           -Wno-missing-field-initializers)
  # GCC 12 reports std::string concatenation as overlapping memcpy
  # (-Wrestrict false positive, GCC bug 105329, fixed in GCC 13).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(LANDLORD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
option(LANDLORD_WERROR "Treat warnings as errors" OFF)
