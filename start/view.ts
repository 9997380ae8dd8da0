import edge from 'edge.js'
import { appName } from '#config/app'
import { htmlSafeJson } from '#lib/html_json'

edge.global('appName', appName)
edge.global('htmlSafeJson', htmlSafeJson)
