# The web page's static site: the Emscripten output plus web/ (icons,
# manifest), PNG icons rendered from SVG, online play's transport
# (online.js, scripts/build-online.mjs), and a Workbox service worker that
# precaches it all under a cache name stamped with the build version
# (scripts/build-sw.mjs). web/ (icons, manifest, the page's scripts and
# stylesheet) is copied when the app links and again whenever it changes.
# Built by the `site` target (part of ALL).
function(landlord_site app_target site_dir)
  find_program(RSVG_CONVERT rsvg-convert REQUIRED)
  find_program(NODE_EXECUTABLE node REQUIRED)
  file(GLOB _web CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/*)
  set(_stamp ${CMAKE_CURRENT_BINARY_DIR}/site.stamp)
  add_custom_command(OUTPUT ${_stamp}
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/web ${site_dir}
    COMMAND ${RSVG_CONVERT} -w 192 -h 192 -o ${site_dir}/icon-192.png ${PROJECT_SOURCE_DIR}/web/icon.svg
    COMMAND ${RSVG_CONVERT} -w 512 -h 512 -o ${site_dir}/icon-512.png ${PROJECT_SOURCE_DIR}/web/icon.svg
    COMMAND ${RSVG_CONVERT} -w 512 -h 512 -o ${site_dir}/icon-maskable-512.png ${PROJECT_SOURCE_DIR}/web/icon-maskable.svg
    COMMAND ${RSVG_CONVERT} -w 180 -h 180 -o ${site_dir}/apple-touch-icon.png ${PROJECT_SOURCE_DIR}/web/icon-maskable.svg
    COMMAND ${NODE_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/build-online.mjs ${site_dir}/online.js ${LANDLORD_ONLINE_RELAYS}
    COMMAND ${NODE_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/build-sw.mjs ${site_dir} ${PROJECT_VERSION}
    COMMAND ${CMAKE_COMMAND} -E touch ${_stamp}
    DEPENDS ${app_target} ${_web} ${PROJECT_SOURCE_DIR}/scripts/build-sw.mjs
            ${PROJECT_SOURCE_DIR}/scripts/build-online.mjs ${PROJECT_SOURCE_DIR}/src/platform/online_web.mjs
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Assembling the site: icons and service worker"
    VERBATIM)
  add_custom_target(site ALL DEPENDS ${_stamp})
endfunction()
